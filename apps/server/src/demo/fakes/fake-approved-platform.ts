import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildCdar,
  parseCdar,
  parseEReport,
  type CdarStatus,
} from '../../adapters/approved-platform/index.ts';
import { readablePdf, readMultipart, supplierInvoiceXml } from './fake-platform-files.ts';
import { describe, readBody, type FakeApprovedPlatform, type FakeFlow } from './fake-platform-store.ts';

export type { FakeApprovedPlatform, FakeOutcome } from './fake-platform-store.ts';

const PREFIX = '/flow-service';

export async function startFakeApprovedPlatform(
  options: { tokens?: string[] } = {},
): Promise<FakeApprovedPlatform> {
  const flows: FakeFlow[] = [];
  const failures: number[] = [];
  let clock = 0;
  // Strictly increasing: updatedAfter pages can never skip a flow made in the same millisecond.
  const now = () => new Date((clock = Math.max(Date.now(), clock + 1))).toISOString();
  const add = (flow: Omit<FakeFlow, 'flowId' | 'submittedAt' | 'updatedAt'>) => {
    const at = now();
    const stored = { ...flow, flowId: randomUUID(), submittedAt: at, updatedAt: at };
    flows.push(stored);
    return stored;
  };
  const lifecycle = (invoice: FakeFlow, code: string, reason?: string) => {
    const status: CdarStatus = {
      invoiceNumber: invoice.name.replace(/\.pdf$/i, ''),
      sellerSiren: null,
      statusCode: code,
      reasonCode: reason ?? null,
      reasonText: reason ? `Motif ${reason}` : null,
      // Now, or just after the last flow (the fake's first flow has no clock yet).
      at: new Date(Math.max(Date.now(), clock + 1)).toISOString(),
    };
    const xml = buildCdar(status, randomUUID());
    return add({
      ...invoice,
      trackingId: invoice.trackingId,
      flowType: 'CustomerInvoiceLC',
      flowDirection: 'In',
      flowSyntax: 'CDAR',
      name: `${code}.xml`,
      original: Buffer.from(xml),
      readable: null,
    }).flowId;
  };
  const fake: FakeApprovedPlatform = {
    url: '',
    tokens: new Set(options.tokens ?? []),
    outcomes: [],
    unknownAddresses: new Set(),
    deposits: [],
    reports: [],
    sentStatuses: [],
    searches: [],
    failNext: (status, times = 1) => void failures.push(...Array<number>(times).fill(status)),
    emitStatus(trackingId, code, reason) {
      const invoice = flows.find(
        (flow) => flow.trackingId === trackingId && flow.flowType === 'CustomerInvoice',
      );
      if (!invoice) throw new Error(`aucun dépôt ${trackingId}`);
      return lifecycle(invoice, code, reason);
    },
    redeliverLastStatus() {
      const last = flows.filter((flow) => flow.flowType === 'CustomerInvoiceLC').at(-1);
      if (last) add({ ...last });
    },
    addSupplierInvoice(token, invoice, buyerSiren = '000000000') {
      const xml = supplierInvoiceXml(invoice, buyerSiren);
      const pdf = readablePdf([
        `Facture ${invoice.number}`,
        invoice.supplierName,
        `Total TTC ${invoice.totalTTC} EUR`,
      ]);
      return add({
        token,
        trackingId: null,
        flowType: 'SupplierInvoice',
        flowDirection: 'In',
        flowSyntax: 'CII',
        processingRule: 'B2B',
        name: `${invoice.number}.xml`,
        original: Buffer.from(xml),
        readable: pdf,
      }).flowId;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const deposit = (token: string, info: Record<string, unknown>, file: Buffer) => {
    const syntax = String(info.flowSyntax ?? '');
    const trackingId = typeof info.trackingId === 'string' ? info.trackingId : null;
    const name = typeof info.name === 'string' ? info.name : 'flux';
    if (syntax === 'CDAR') {
      const status = parseCdar(file.toString('utf8'));
      if (!status) return null;
      fake.sentStatuses.push(status);
      return add({
        token,
        trackingId,
        flowType: 'SupplierInvoiceLC',
        flowDirection: 'Out',
        flowSyntax: syntax,
        processingRule: 'B2B',
        name,
        original: file,
        readable: null,
      });
    }
    const previous = flows.find(
      (flow) =>
        flow.token === token && trackingId && flow.trackingId === trackingId && flow.flowDirection === 'Out',
    );
    if (previous) return previous; // the same tracking id twice is one flow
    if (syntax === 'FRR') {
      // E-reporting: acknowledged when it is a report the administration's format can be made from.
      const report = parseEReport(file.toString('utf8'));
      if (!report) return null;
      const flowType = String(info.flowType ?? 'AggregatedCustomerTransactionReport');
      fake.reports.push({ trackingId, flowType, report });
      const base = { token, trackingId, flowDirection: 'Out' as const, flowSyntax: syntax, name };
      return add({ ...base, flowType, processingRule: 'B2C', original: file, readable: null });
    }
    const invoice = add({
      token,
      trackingId,
      flowType: 'CustomerInvoice',
      flowDirection: 'Out',
      flowSyntax: syntax,
      processingRule: String(info.processingRule ?? 'B2B'),
      name,
      original: file,
      readable: null,
    });
    fake.deposits.push({ trackingId, name, bytes: file });
    // Light check in place of the validator: a Factur-X is a PDF that names its embedded XML.
    const looksFacturX = file.subarray(0, 5).toString('latin1') === '%PDF-' && file.includes('factur-x');
    const outcome = looksFacturX
      ? (fake.outcomes.shift() ?? { statuses: [{ code: '200' }, { code: '202' }] })
      : { reject: 'REJ_SEMAN' };
    if ('reject' in outcome) lifecycle(invoice, '213', outcome.reject);
    else for (const status of outcome.statuses) lifecycle(invoice, status.code, status.reason);
    return invoice;
  };

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body?: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(body === undefined ? '' : JSON.stringify(body));
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    if (req.method === 'GET' && path === '/v1/healthcheck' && !failures.length) return send(200);
    const failure = failures.shift();
    if (failure) return send(failure, { errorCode: failure === 503 ? 'RESOURCE_ERROR' : 'ERROR' });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !fake.tokens.has(token)) return send(401, { errorCode: 'INVALID_TOKEN' });
    if (req.method === 'GET' && path === '/v1/healthcheck') return send(200);
    const body = await readBody(req);
    if (req.method === 'POST' && path === '/v1/flows') {
      const parts = readMultipart(body, req.headers['content-type'] ?? '');
      const file = parts.get('file');
      let info: Record<string, unknown> = {};
      try {
        info = JSON.parse(parts.get('flowInfo')?.toString('utf8') ?? '') as Record<string, unknown>;
      } catch {
        return send(400, { errorCode: 'MISSING_REQUIRED_FIELD' });
      }
      if (!file?.length || !info.flowSyntax) return send(400, { errorCode: 'MISSING_REQUIRED_FIELD' });
      if (info.sha256 && info.sha256 !== createHash('sha256').update(file).digest('hex'))
        return send(422, { errorCode: 'CHECKSUM_MISMATCH' });
      const flow = deposit(token, info, file);
      if (!flow) return send(422, { errorCode: 'UNPROCESSABLE_ENTITY' });
      return send(202, {
        flowId: flow.flowId,
        submittedAt: flow.submittedAt,
        trackingId: flow.trackingId,
        flowSyntax: flow.flowSyntax,
      });
    }
    if (req.method === 'POST' && path === '/v1/flows/search') {
      const { limit = 25, where = {} } = JSON.parse(body.toString('utf8') || '{}') as {
        limit?: number;
        where?: { updatedAfter?: string; flowDirection?: string[]; flowType?: string[]; trackingId?: string };
      };
      fake.searches.push(where);
      if (limit > 100) return send(400, { errorCode: 'LIMIT_TOO_HIGH' });
      const results = flows
        .filter((flow) => flow.token === token)
        .filter((flow) => !where.updatedAfter || flow.updatedAt > new Date(where.updatedAfter).toISOString())
        .filter((flow) => !where.flowDirection || where.flowDirection.includes(flow.flowDirection))
        .filter((flow) => !where.flowType || where.flowType.includes(flow.flowType))
        .filter((flow) => !where.trackingId || flow.trackingId === where.trackingId)
        .slice(0, limit);
      return send(200, { limit, results: results.map(describe) });
    }
    if (req.method === 'POST' && path === '/v1/_demo/lifecycle') {
      // The fake's own: the browser tests have the buyer answer an invoice (not in the Flow Service).
      const asked = JSON.parse(body.toString('utf8') || '{}') as Record<string, string | undefined>;
      if (!asked.trackingId || !asked.invoiceNumber || !asked.code) return send(400, {});
      const invoice = { token, trackingId: asked.trackingId, name: asked.invoiceNumber } as FakeFlow;
      invoice.processingRule = 'B2B';
      return send(202, { flowId: lifecycle(invoice, asked.code, asked.reason) });
    }
    if (req.method === 'GET' && path.startsWith('/v1/directory-line/code:')) {
      const address = decodeURIComponent(path.slice('/v1/directory-line/code:'.length));
      if (!/^\d{9}(_[A-Za-z0-9-]+){0,2}$/.test(address) || fake.unknownAddresses.has(address))
        return send(404, { errorCode: 'MISSING_RESOURCE' });
      return send(200, { addressingIdentifier: address, scheme: '0225' });
    }
    const match = /^\/v1\/flows\/([^/]+)$/.exec(path);
    const flow =
      match && flows.find((item) => item.token === token && item.flowId === decodeURIComponent(match[1]!));
    if (req.method === 'GET' && flow) {
      const docType = url.searchParams.get('docType') ?? 'Metadata';
      if (docType === 'Metadata') return send(200, describe(flow));
      const bytes = docType === 'ReadableView' ? flow.readable : flow.original;
      if (!bytes) return send(404, { errorCode: 'MISSING_RESOURCE' });
      return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes);
    }
    send(404, { errorCode: 'MISSING_RESOURCE' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;
  return fake;
}
