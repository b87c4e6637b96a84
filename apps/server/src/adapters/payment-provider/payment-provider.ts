/**
 * A card payment provider's hosted checkout (issue 29 §3), behind one small interface: Plateau asks for a
 * checkout of an amount, sends the customer to the provider's page, and learns the outcome from the provider's
 * signed webhook. Stripe today (stripe-payment-provider.ts); a fake of its API on loopback for the demo and tests.
 */
export interface CheckoutRequest {
  /** What the customer pays, in euro cents. */
  amountCents: number;
  /** Ours, carried back by the webhook: the payment link it was opened from. */
  reference: string;
  /** The line the provider's page shows (« Facture FA-2026-0042 »). */
  description: string;
  /** Where the provider sends the customer back, whatever the outcome. */
  returnUrl: string;
}

export interface Checkout {
  /** The provider's id of this payment (a Stripe checkout session's id): the key a replayed webhook finds. */
  providerPaymentId: string;
  /** The provider's hosted page the customer pays on. */
  paymentUrl: string;
}

/** What a verified webhook says happened to a checkout; OTHER for the events Plateau does not act on. */
export type ProviderOutcome = 'PAID' | 'FAILED' | 'ABANDONED' | 'OTHER';

export interface ProviderEvent {
  outcome: ProviderOutcome;
  providerPaymentId: string | null;
  /** The amount the provider collected, in cents (PAID only). */
  amountCents: number | null;
  reference: string | null;
}

export interface PaymentProvider {
  /** Resolves with the provider's id and page once it accepted the checkout; throws PaymentProviderError otherwise. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}

/** The provider is unreachable, refused the key or the request. */
export class PaymentProviderError extends Error {}

/** A webhook whose signature does not match its body with the account's webhook secret (or is too old). */
export class WebhookSignatureError extends Error {}
