import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakePaymentProvider,
  stripeSignature,
  type FakePaymentProvider,
} from '../../demo/fakes/fake-payment-provider.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { claimedReference, stripePaymentProvider, verifyStripeWebhook } from './stripe-payment-provider.ts';

const KEY = 'sk_test_adapter';
const WHSEC = 'whsec_adapter';
let fake: FakePaymentProvider;
let received: Array<{ payload: string; signature: string }>;

beforeAll(async () => {
  received = [];
  fake = await startFakePaymentProvider({
    secretKey: KEY,
    webhookSecret: WHSEC,
    webhook: async (payload, signature) => {
      received.push({ payload, signature });
      return 200;
    },
  });
});
afterAll(() => fake.close());

const checkout = (key = KEY) =>
  stripePaymentProvider({ baseUrl: fake.url }, key).createCheckout({
    amountCents: 12_345,
    reference: 'lien-7',
    description: 'Facture FA-2026-0001',
    returnUrl: 'http://plateau.test/paiement/abc',
  });

describe("Stripe's client against the fake provider", () => {
  it('creates a checkout: the provider id and its hosted page, with the amount in cents', async () => {
    const made = await checkout();
    expect(made.providerPaymentId).toMatch(/^cs_test_/);
    expect(made.paymentUrl).toBe(`${fake.url}/checkout/${made.providerPaymentId}`);
    expect(fake.sessions.get(made.providerPaymentId)).toMatchObject({
      amountCents: 12_345,
      reference: 'lien-7',
      description: 'Facture FA-2026-0001',
      successUrl: 'http://plateau.test/paiement/abc',
    });
    const page = await fetch(made.paymentUrl).then((r) => r.text());
    expect(page).toContain('123,45');
    expect(page).toContain('Abandonner');
  });

  it('refuses with a typed error when the key is wrong', async () => {
    await expect(checkout('sk_test_wrong')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('a paid checkout sends a webhook signed the Stripe way, which the verifier reads', async () => {
    const made = await checkout();
    const page = await fetch(made.paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('http://plateau.test/paiement/abc');
    const { payload, signature } = received.at(-1)!;
    expect(claimedReference(payload)).toBe('lien-7');
    expect(verifyStripeWebhook(payload, signature, WHSEC)).toEqual({
      outcome: 'PAID',
      providerPaymentId: made.providerPaymentId,
      amountCents: 12_345,
      reference: 'lien-7',
    });
    // Paid once: the page is gone.
    expect((await fetch(made.paymentUrl)).status).toBe(404);
  });

  it('failed and abandoned checkouts say so', async () => {
    for (const [outcome, expected] of [
      ['failed', 'FAILED'],
      ['abandoned', 'ABANDONED'],
    ] as const) {
      const made = await checkout();
      await fake.complete(made.providerPaymentId, outcome);
      const { payload, signature } = received.at(-1)!;
      expect(verifyStripeWebhook(payload, signature, WHSEC).outcome).toBe(expected);
    }
  });

  it('refuses a forged, altered, stale or unsigned webhook', async () => {
    const made = await checkout();
    await fake.complete(made.providerPaymentId, 'paid');
    const { payload, signature } = received.at(-1)!;
    const forged = stripeSignature(payload, 'whsec_someone_else');
    const altered = payload.replace('12345', '99999');
    const stale = stripeSignature(payload, WHSEC, Math.floor(Date.now() / 1000) - 3600);
    for (const [body, header] of [
      [payload, forged],
      [altered, signature],
      [payload, stale],
      [payload, undefined],
    ] as const)
      expect(() => verifyStripeWebhook(body, header, WHSEC)).toThrow(WebhookSignatureError);
  });
});
