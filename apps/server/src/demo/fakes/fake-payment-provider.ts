import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakePaymentPage } from './fake-payment-page.ts';

/** The outcome the customer picks on the fake's page (or a test scripts through `complete`). */
export type FakePaymentOutcome = 'paid' | 'failed' | 'abandoned';

export interface FakeCheckoutSession {
  id: string;
  amountCents: number;
  description: string;
  reference: string | null;
  successUrl: string;
  cancelUrl: string;
  outcome: FakePaymentOutcome | null;
}

/** A webhook the fake sent: its body and Stripe-Signature exactly as sent, and the answer it got. */
export interface DeliveredWebhook {
  payload: string;
  signature: string;
  status: number;
}

export interface FakePaymentProviderOptions {
  /** The secret key it accepts (any other: 401, as Stripe). */
  secretKey: string;
  /** The secret it signs its webhooks with (the « whsec_… » of a Stripe endpoint). */
  webhookSecret: string;
  /** Where its webhooks go: Plateau's webhook URL, or a function (the tests hand them to app.inject). */
  webhook: string | ((payload: string, signature: string) => Promise<number>);
}

export interface FakePaymentProvider {
  /** http://127.0.0.1:port, for PAYMENT_PROVIDER_URL. */
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  delivered: DeliveredWebhook[];
  /** The customer's choice on the hosted page: the signed webhook is sent, then the return address given. */
  complete(sessionId: string, outcome: FakePaymentOutcome): Promise<string>;
  close(): Promise<void>;
}

const EVENT_TYPES: Record<FakePaymentOutcome, string> = {
  paid: 'checkout.session.completed',
  failed: 'checkout.session.async_payment_failed',
  abandoned: 'checkout.session.expired',
};

/** Stripe's scheme: t=<seconds>,v1=hex(HMAC-SHA256(secret, "<t>.<body>")). */
export function stripeSignature(payload: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const stripeError = (response: ServerResponse, status: number, message: string) =>
  json(response, status, { error: { type: 'invalid_request_error', message } });

function sessionJson(session: FakeCheckoutSession, base: string) {
  const paid = session.outcome === 'paid';
  return {
    id: session.id,
    object: 'checkout.session',
    amount_total: session.amountCents,
    currency: 'eur',
    client_reference_id: session.reference,
    metadata: session.reference ? { plateau_reference: session.reference } : {},
    mode: 'payment',
    payment_status: paid ? 'paid' : 'unpaid',
    status: paid ? 'complete' : session.outcome === 'abandoned' ? 'expired' : 'open',
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: `${base}/checkout/${session.id}`,
  };
}

/**
 * Stripe Checkout on loopback, for the demo and the tests (Stripe's own client talks to it): POST
 * /v1/checkout/sessions makes a session whose page (/checkout/{id}) offers « Payer », « Échec » and
 * « Abandonner »; the choice sends a webhook signed the Stripe way, then returns the customer to the shop.
 */
export async function startFakePaymentProvider(
  options: FakePaymentProviderOptions,
): Promise<FakePaymentProvider> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const delivered: DeliveredWebhook[] = [];
  let base = '';

  async function deliver(payload: string) {
    const signature = stripeSignature(payload, options.webhookSecret);
    const status =
      typeof options.webhook === 'function'
        ? await options.webhook(payload, signature)
        : await fetch(options.webhook, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          }).then(
            (answer) => answer.status,
            () => 0,
          );
    delivered.push({ payload, signature, status });
  }

  async function complete(sessionId: string, outcome: FakePaymentOutcome) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`unknown checkout session ${sessionId}`);
    session.outcome = outcome;
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type: EVENT_TYPES[outcome],
      data: { object: sessionJson(session, base) },
    };
    await deliver(JSON.stringify(event));
    return outcome === 'paid' ? session.successUrl : session.cancelUrl;
  }

  async function createSession(request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${options.secretKey}`)
      return stripeError(response, 401, 'Invalid API Key provided');
    const form = new URLSearchParams(await readBody(request));
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const successUrl = form.get('success_url');
    if (!Number.isInteger(amount) || amount < 50 || !successUrl)
      return stripeError(response, 400, 'Missing required param: line_items[0][price_data][unit_amount]');
    const session: FakeCheckoutSession = {
      id: `cs_test_${randomBytes(16).toString('hex')}`,
      amountCents: amount,
      description: form.get('line_items[0][price_data][product_data][name]') ?? '',
      reference: form.get('metadata[plateau_reference]') ?? form.get('client_reference_id'),
      successUrl,
      cancelUrl: form.get('cancel_url') ?? successUrl,
      outcome: null,
    };
    sessions.set(session.id, session);
    json(response, 200, sessionJson(session, base));
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = sessions.get(id);
    if (!session || session.outcome) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Cette page de paiement n’est plus valable.');
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(fakePaymentPage(session));
    }
    const outcome = new URLSearchParams(await readBody(request)).get('outcome');
    if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'abandoned') {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Choix inconnu');
    }
    response.writeHead(303, { location: await complete(id, outcome) });
    response.end();
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const page = /^\/checkout\/([\w-]+)$/.exec(path);
    const handled =
      request.method === 'POST' && path === '/v1/checkout/sessions'
        ? createSession(request, response)
        : page && (request.method === 'GET' || request.method === 'POST')
          ? hostedPage(request, response, page[1]!)
          : Promise.resolve(stripeError(response, 404, 'Unrecognized request URL'));
    handled.catch((error: unknown) => stripeError(response, 500, (error as Error).message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    sessions,
    delivered,
    complete,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
