import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsFactorAnswer, SmsFactorSendBody } from '../../adapters/sms/smsfactor-client.ts';

export interface ReceivedSms {
  to: string;
  text: string;
  sender: string | null;
  ticket: string;
}

export interface FakeSmsServer {
  /** http://127.0.0.1:port, for SMS_API_URL. */
  url: string;
  /** The token it accepts (any other is a 401). */
  token: string;
  received: ReceivedSms[];
  /** The next `count` messages are refused with a 500, as a provider outage. */
  failNext(count: number): void;
  /** Resolves with the first message received (already or from now on) that matches. */
  waitFor(match: (sms: ReceivedSms) => boolean, timeoutMs?: number): Promise<ReceivedSms>;
  /**
   * A motorist answers (« STOP »): the provider posts the reply to the inbound callback URL set
   * in its console (Plateau's /api/public/sms/inbound?key=…), `from` without its '+'.
   */
  reply(callbackUrl: string, from: string, message: string): Promise<number>;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * SMSFactor's POST /send on loopback, keeping what it receives in memory: the demo's provider
 * and the tests' (the real SmsFactorClient talks to it).
 */
export async function startFakeSmsServer(token = 'fake-sms-token'): Promise<FakeSmsServer> {
  const received: ReceivedSms[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  let tickets = 0;
  const server = createServer((request, response) => {
    const answer = (status: number, body: SmsFactorAnswer) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/send')
        return answer(404, { status: -1, message: 'Not found' });
      if (request.headers.authorization !== `Bearer ${token}`) {
        return answer(401, { status: -1, message: 'Authentication error' });
      }
      const body = (await readJson(request)) as SmsFactorSendBody | null;
      const gsm = body?.sms?.recipients?.gsm?.[0]?.value;
      const text = body?.sms?.message?.text;
      if (!gsm || typeof text !== 'string') return answer(400, { status: -8, message: 'Invalid request' });
      if (failures > 0) {
        failures -= 1;
        return answer(500, { status: -99, message: 'Service temporarily unavailable' });
      }
      const ticket = `T${++tickets}`;
      received.push({ to: `+${gsm}`, text, sender: body.sms.message.sender ?? null, ticket });
      for (const wake of waiters) wake();
      answer(200, { status: 1, message: 'OK', ticket });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    received,
    failNext: (count) => void (failures = count),
    waitFor(match, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const sms = received.find(match);
          if (!sms) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(sms);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('aucun SMS reçu'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async reply(callbackUrl, from, message) {
      const response = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: from.replace(/^\+/, ''), message }),
      });
      return response.status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
