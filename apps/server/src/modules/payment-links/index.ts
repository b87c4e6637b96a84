/**
 * Payment links (issue 29 §3): « Envoyer un lien de paiement » on an issued invoice, the customer's public page
 * that pays through the account's provider (adapters/payment-provider), and the provider's signed webhook that
 * records the payment once through the payments module.
 */
export { paymentLinkRoutes } from './payment-links.routes.ts';
export { paymentWebhookRoutes, publicPaymentLinkRoutes } from './payment-link-public.routes.ts';
/** Where the provider posts its webhooks (the README's settings, the demo's fake). */
export { WEBHOOK_PATH as PAYMENT_WEBHOOK_PATH } from './payment-provider-settings.service.ts';
