import type { Config } from '../../config.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../modules/payment-links/index.ts';
import { startFakePaymentProvider } from './fake-payment-provider.ts';

/** The keys of the demo's fake provider, set on the demo's operator accounts at start (pointDemoPaymentProvider). */
export const DEMO_PAYMENT_KEYS = { secretKey: 'sk_test_plateau_demo', webhookSecret: 'whsec_plateau_demo' };

/**
 * Without PAYMENT_PROVIDER_URL: a fake of Stripe's Checkout on loopback, whose page pays, fails or abandons and
 * sends its signed webhook to this very server.
 */
export async function startDemoPaymentProvider(config: Config) {
  if (config.paymentProvider.url) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const fake = await startFakePaymentProvider({
    ...DEMO_PAYMENT_KEYS,
    webhook: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}${PAYMENT_WEBHOOK_PATH}`,
  });
  config.paymentProvider = { url: fake.url, demo: DEMO_PAYMENT_KEYS };
  return fake;
}
