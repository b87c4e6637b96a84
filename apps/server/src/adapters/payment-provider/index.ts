export {
  PaymentProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderOutcome,
} from './payment-provider.ts';
export {
  claimedReference,
  stripePaymentProvider,
  verifyStripeWebhook,
  type StripeEndpoint,
} from './stripe-payment-provider.ts';
