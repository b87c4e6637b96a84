import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  NomadIncomingEvent,
  NomadMission,
  NomadOutgoingEvent,
} from '../../adapters/assistance-company/nomad-connector-client.ts';

export interface FakeNomadAccount {
  token: string;
  agreementCode: string;
}

/**
 * Nomad's operator API on loopback (tests, demo): missions queued per token until acknowledged,
 * and the events Plateau sends back, kept per mission for the test to read.
 */
export async function startFakeNomad(): Promise<{
  url: string;
  addAccount: (account: FakeNomadAccount) => void;
  queueMission: (token: string, mission: NomadMission) => void;
  /**
   * An assistance company's move, message or valorisation proposal (VALORISATION_PROPOSAL with
   * its `valorisation` lines) on a mission; its id is given by the fake.
   */
  pushEvent: (token: string, event: Omit<NomadIncomingEvent, 'id'>) => void;
  events: Array<{ token: string; externalNumber: string; event: NomadOutgoingEvent }>;
  acknowledged: string[];
  /** The next calls of this token answer 500 (a broken account on Nomad's side). */
  breakAccount: (token: string) => void;
  close: () => Promise<void>;
}> {
  const accounts = new Map<string, FakeNomadAccount>();
  const queues = new Map<string, NomadMission[]>();
  const broken = new Set<string>();
  const incoming = new Map<string, NomadIncomingEvent[]>();
  let nextEventId = 1;
  const events: Array<{ token: string; externalNumber: string; event: NomadOutgoingEvent }> = [];
  const acknowledged: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const account = accounts.get(token);
    if (!account || req.headers['x-agreement-code'] !== account.agreementCode) {
      return send(401, { message: 'Jeton ou code d’agrément inconnu' });
    }
    if (broken.has(token)) return send(500, { message: 'Erreur interne de Nomad' });
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/^\/v1/, '');
    const queue = queues.get(token) ?? [];
    if (req.method === 'GET' && path === '/account')
      return send(200, { agreementCode: account.agreementCode });
    if (req.method === 'GET' && path === '/missions/new') return send(200, queue);
    if (req.method === 'GET' && path === '/events') {
      const after = Number(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('after') ?? 0);
      return send(
        200,
        (incoming.get(token) ?? []).filter((event) => event.id > after),
      );
    }
    const ack = /^\/missions\/([^/]+)\/ack$/.exec(path);
    if (req.method === 'POST' && ack) {
      const id = decodeURIComponent(ack[1]!);
      queues.set(
        token,
        queue.filter((mission) => mission.id !== id),
      );
      acknowledged.push(id);
      await readBody(req);
      return send(204);
    }
    const event = /^\/missions\/([^/]+)\/events$/.exec(path);
    if (req.method === 'POST' && event) {
      events.push({
        token,
        externalNumber: decodeURIComponent(event[1]!),
        event: (await readBody(req)) as NomadOutgoingEvent,
      });
      return send(204);
    }
    send(404, { message: 'Inconnu' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    addAccount: (account) => accounts.set(account.token, account),
    queueMission: (token, mission) => queues.set(token, [...(queues.get(token) ?? []), mission]),
    pushEvent: (token, event) =>
      incoming.set(token, [...(incoming.get(token) ?? []), { ...event, id: nextEventId++ }]),
    events,
    acknowledged,
    breakAccount: (token) => broken.add(token),
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
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : null;
}
