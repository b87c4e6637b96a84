import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PraxedoStatusUpdate, PraxedoWorkOrder } from '../../adapters/praxedo/praxedo-client.ts';

export interface FakePraxedo {
  /** What the account's webServiceDomain is set to, e.g. 127.0.0.1:41234 */
  domain: string;
  /** A work order created or changed on Praxedo's side: listed after the cursors already given. */
  pushWorkOrder: (workOrder: PraxedoWorkOrder) => void;
  acknowledged: string[];
  /** The statuses Plateau posted, in the order received. */
  statuses: Array<{ workOrderId: string; update: PraxedoStatusUpdate }>;
  close: () => Promise<void>;
}

/**
 * Praxedo's web services on loopback (the API described in praxedo-client.ts), for one account:
 * only `user`:`password` is let in. State in memory; each push gets the next change number,
 * which is what the cursor counts.
 */
export async function startFakePraxedo(credentials: {
  user: string;
  password: string;
}): Promise<FakePraxedo> {
  const expected = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
  const changes: Array<{ seq: number; workOrder: PraxedoWorkOrder }> = [];
  const acknowledged: string[] = [];
  const statuses: FakePraxedo['statuses'] = [];
  let seq = 0;
  const known = (id: string) => changes.some((change) => change.workOrder.id === id);
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.headers.authorization !== expected) return res.writeHead(401).end();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/eTechnician\/ws\//, '');
    if (req.method === 'GET' && path === 'ping')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (req.method === 'GET' && path === 'workOrders') {
      const after = Number(url.searchParams.get('changedSince') ?? 0) || 0;
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 500);
      const page = changes.filter((change) => change.seq > after).slice(0, limit);
      return send(200, {
        workOrders: page.map((change) => change.workOrder),
        cursor: String(page.at(-1)?.seq ?? after),
      });
    }
    const match = /^workOrders\/([^/]+)\/(acknowledge|statuses)$/.exec(path);
    if (req.method === 'POST' && match) {
      const id = decodeURIComponent(match[1]!);
      const body = await readBody(req);
      if (!known(id)) return send(404, { message: 'Ordre de travail inconnu' });
      if (match[2] === 'acknowledge') acknowledged.push(id);
      else statuses.push({ workOrderId: id, update: body as PraxedoStatusUpdate });
      return send(204);
    }
    send(404, { message: 'Inconnu' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    domain: `127.0.0.1:${port}`,
    pushWorkOrder: (workOrder) => changes.push({ seq: ++seq, workOrder }),
    acknowledged,
    statuses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}
