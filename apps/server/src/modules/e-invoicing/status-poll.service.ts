import { lifecycleLabel } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import {
  parseCdar,
  PlatformError,
  readInvoiceSummary,
  SEARCH_LIMIT_MAX,
  type Flow,
  type FlowServiceClient,
} from '../../adapters/approved-platform/index.ts';
import { publish } from '../../events/bus.ts';
import {
  activePlatformAccounts,
  advanceCursor,
  findDepositByTracking,
  findPlatformSettings,
  insertStatus,
  recordPoll,
} from './e-invoicing.repository.ts';
import { findInvoiceByCode } from './invoice-source.repository.ts';
import { journalStatus } from './e-invoicing-journal.ts';
import { platformClientOf } from './platform-settings.service.ts';
import { findReceivedByNumber, insertReceivedInvoice } from './received-invoices.repository.ts';

/** Pages of one poll at most: the next run goes on from the cursor. */
const MAX_PAGES = 20;

/** Every active account's platform, one after the other; one failing never stops the next. */
export async function runStatusPolls(app: FastifyInstance): Promise<void> {
  for (const { accountId } of await activePlatformAccounts(app.db)) {
    try {
      await pollPlatform(app, accountId);
      await recordPoll(app.db, accountId, null);
    } catch (error) {
      if (!(error instanceof PlatformError))
        app.log.error({ err: error, accountId }, 'relève de la plateforme en échec');
      const message = error instanceof PlatformError ? error.message : 'Erreur inattendue pendant la relève';
      await recordPoll(app.db, accountId, message);
    }
  }
}

/**
 * Reads the flows the platform has for the account since the cursor (its last flow's updatedAt),
 * oldest first, and moves the cursor after each one: a restart goes on where it stopped, and a
 * flow read twice (two instances) finds its status already there.
 */
export async function pollPlatform(app: FastifyInstance, accountId: number): Promise<void> {
  const client = await platformClientOf(app, accountId);
  if (!client) return;
  let cursor = (await findPlatformSettings(app.db, accountId))?.cursor ?? null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const flows = await client.searchFlows(
      { flowDirection: ['In'], ...(cursor ? { updatedAfter: cursor } : {}) },
      SEARCH_LIMIT_MAX,
    );
    for (const flow of flows) {
      await takeFlow(app, client, accountId, flow);
      await advanceCursor(app.db, accountId, cursor, flow.updatedAt);
      cursor = flow.updatedAt;
    }
    if (flows.length < SEARCH_LIMIT_MAX) return;
  }
}

export async function takeFlow(
  app: FastifyInstance,
  client: FlowServiceClient,
  accountId: number,
  flow: Flow,
) {
  if (flow.flowType === 'CustomerInvoiceLC') return takeInvoiceStatus(app, client, accountId, flow);
  if (flow.flowType === 'SupplierInvoiceLC') return takeReceivedStatus(app, client, accountId, flow);
  if (flow.flowType === 'SupplierInvoice') return takeSupplierInvoice(app, client, accountId, flow);
}

async function takeInvoiceStatus(
  app: FastifyInstance,
  client: FlowServiceClient,
  accountId: number,
  flow: Flow,
) {
  const cdarXml = (await client.downloadFlow(flow.flowId, 'Original')).toString('utf8');
  const status = parseCdar(cdarXml);
  if (!status) return;
  const deposit = flow.trackingId ? await findDepositByTracking(app.db, accountId, flow.trackingId) : null;
  const invoiceId = deposit?.invoiceId ?? (await findInvoiceByCode(app.db, accountId, status.invoiceNumber));
  if (!invoiceId) return;
  await app.db.transaction(async (tx) => {
    const row = await insertStatus(tx, {
      accountId,
      invoiceId,
      code: status.statusCode,
      reasonCode: status.reasonCode,
      reasonText: status.reasonText,
      at: new Date(status.at),
      direction: 'IN',
      statusKey: `inv:${invoiceId}:${status.statusCode}:${status.at}`,
      flowId: flow.flowId,
      cdar: cdarXml,
    });
    if (!row) return;
    await journalStatus(tx, { accountId, userId: null }, `Facture ${status.invoiceNumber}`, {
      code: status.statusCode,
      reason: status.reasonCode,
      direction: 'IN',
    });
    await publish(tx, accountId, {
      folderId: null,
      eventType: 'E_INVOICE_STATUS',
      invoiceId,
      title: `Facture ${status.invoiceNumber} : ${lifecycleLabel(status.statusCode)}`,
      message: status.reasonCode ? `Motif : ${status.reasonCode}` : lifecycleLabel(status.statusCode),
    });
  });
}

async function takeReceivedStatus(
  app: FastifyInstance,
  client: FlowServiceClient,
  accountId: number,
  flow: Flow,
) {
  const cdarXml = (await client.downloadFlow(flow.flowId, 'Original')).toString('utf8');
  const status = parseCdar(cdarXml);
  const received =
    status && (await findReceivedByNumber(app.db, accountId, status.invoiceNumber, status.sellerSiren));
  if (!status || !received) return;
  const row = await insertStatus(app.db, {
    accountId,
    receivedInvoiceId: received.id,
    code: status.statusCode,
    reasonCode: status.reasonCode,
    reasonText: status.reasonText,
    at: new Date(status.at),
    direction: 'IN',
    statusKey: `rcv:${received.id}:${status.statusCode}:${status.at}`,
    flowId: flow.flowId,
    cdar: cdarXml,
  });
  if (row)
    await publish(app.db, accountId, {
      folderId: null,
      eventType: 'E_INVOICE_STATUS',
      receivedInvoiceId: received.id,
    });
}

async function takeSupplierInvoice(
  app: FastifyInstance,
  client: FlowServiceClient,
  accountId: number,
  flow: Flow,
) {
  const xml = (await client.downloadFlow(flow.flowId, 'Original')).toString('utf8');
  const summary = readInvoiceSummary(xml);
  if (!summary) return;
  const readable = await client.downloadFlow(flow.flowId, 'ReadableView').catch((error: unknown) => {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  });
  const id = await insertReceivedInvoice(app.db, {
    accountId,
    flowId: flow.flowId,
    ...summary,
    xml,
    readableView: readable,
  });
  if (id)
    await publish(app.db, accountId, {
      folderId: null,
      eventType: 'E_INVOICE_STATUS',
      receivedInvoiceId: id,
      title: 'Facture fournisseur reçue',
      message: `${summary.supplierName ?? 'Un fournisseur'} : facture ${summary.number}`,
    });
}
