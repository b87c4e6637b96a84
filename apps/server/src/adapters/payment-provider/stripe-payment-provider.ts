import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider.ts';

/** Where Stripe's client is pointed: api.stripe.com in production, the loopback fake in the demo and tests. */
export interface StripeEndpoint {
  /** PAYMENT_PROVIDER_URL, e.g. https://api.stripe.com or http://127.0.0.1:41234. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The metadata key our checkouts carry the payment link's reference in. */
const REFERENCE_KEY = 'plateau_reference';

function clientOptions(endpoint: StripeEndpoint): Stripe.StripeConfig {
  const url = new URL(endpoint.baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: endpoint.timeoutMs ?? 20_000,
    // A retried create would be a second checkout: the customer clicks « Payer » again instead.
    maxNetworkRetries: 0,
    telemetry: false,
  };
}

/** Stripe Checkout through Stripe's official client (`stripe` on npm), with the account's secret key. */
export function stripePaymentProvider(endpoint: StripeEndpoint, secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, clientOptions(endpoint));
  return {
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.reference,
          metadata: { [REFERENCE_KEY]: request.reference },
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
        });
        if (!session.url) throw new PaymentProviderError('Le prestataire de paiement n’a pas donné de page');
        return { providerPaymentId: session.id, paymentUrl: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError(
          `Le prestataire de paiement a refusé la demande : ${(error as Error).message}`,
        );
      }
    },
  };
}

const OUTCOMES: Record<string, ProviderEvent['outcome']> = {
  'checkout.session.completed': 'PAID',
  'checkout.session.async_payment_succeeded': 'PAID',
  'checkout.session.async_payment_failed': 'FAILED',
  'checkout.session.expired': 'ABANDONED',
};

/**
 * The reference a webhook's body claims, read before its signature is checked: only to find whose webhook
 * secret checks it. Nothing is done with it until `verifyStripeWebhook` has accepted the body.
 */
export function claimedReference(rawBody: string): string | null {
  try {
    const event = JSON.parse(rawBody) as { data?: { object?: { metadata?: Record<string, unknown> } } };
    const reference = event.data?.object?.metadata?.[REFERENCE_KEY];
    return typeof reference === 'string' ? reference : null;
  } catch {
    return null;
  }
}

/**
 * Checks a webhook the Stripe way (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body"), at most 5 minutes
 * old) with Stripe's own code, then says what happened to which checkout.
 */
export function verifyStripeWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  const outcome = OUTCOMES[event.type] ?? 'OTHER';
  if (outcome === 'OTHER') return { outcome, providerPaymentId: null, amountCents: null, reference: null };
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed checkout whose payment is still on its way (a bank debit) is paid only at async_payment_succeeded.
  const paid = outcome === 'PAID' && session.payment_status !== 'unpaid';
  return {
    outcome: outcome === 'PAID' && !paid ? 'OTHER' : outcome,
    providerPaymentId: session.id,
    amountCents: session.amount_total ?? null,
    reference: session.metadata?.[REFERENCE_KEY] ?? session.client_reference_id ?? null,
  };
}
