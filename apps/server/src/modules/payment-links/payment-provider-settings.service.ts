import {
  PAYMENT_PROVIDER_MISSING_MESSAGE,
  type PaymentProviderSettings,
  type PaymentProviderSettingsBody,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { stripePaymentProvider, type PaymentProvider } from '../../adapters/payment-provider/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import { findProviderSettings, saveProviderSettings } from './payment-links.repository.ts';

/** The one webhook address of every account: the event's link says whose secret checks it. */
export const WEBHOOK_PATH = '/api/public/payment-links/webhook';

export async function providerSettingsOf(
  app: FastifyInstance,
  db: DbOrTx,
  accountId: number,
): Promise<PaymentProviderSettings> {
  const row = await findProviderSettings(db, accountId);
  return {
    secretKeySet: !!row,
    webhookSecretSet: !!row,
    webhookUrl: `${app.config.publicUrl}${WEBHOOK_PATH}`,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Saves the keys sealed; a secret left out keeps the stored one, and both are needed the first time. */
export async function putProviderSettings(
  app: FastifyInstance,
  accountId: number,
  body: PaymentProviderSettingsBody,
): Promise<PaymentProviderSettings> {
  const stored = await findProviderSettings(app.db, accountId);
  const secretKeySealed = body.secretKey ? app.secretBox.seal(body.secretKey) : stored?.secretKeySealed;
  const webhookSecretSealed = body.webhookSecret
    ? app.secretBox.seal(body.webhookSecret)
    : stored?.webhookSecretSealed;
  if (!secretKeySealed || !webhookSecretSealed)
    throw new Invalid('Saisissez la clé secrète et le secret de signature des webhooks');
  await saveProviderSettings(app.db, accountId, { secretKeySealed, webhookSecretSealed });
  return providerSettingsOf(app, app.db, accountId);
}

/** Whether the account can take payments by link (the button is offered, the link is sent). */
export async function requireProviderSettings(db: DbOrTx, accountId: number) {
  const row = await findProviderSettings(db, accountId);
  if (!row) throw new Conflict(PAYMENT_PROVIDER_MISSING_MESSAGE);
  return row;
}

/** The account's provider client (Stripe's, at PAYMENT_PROVIDER_URL, with the account's key). */
export async function providerOf(app: FastifyInstance, accountId: number): Promise<PaymentProvider> {
  const row = await requireProviderSettings(app.db, accountId);
  const baseUrl = app.config.paymentProvider.url ?? 'https://api.stripe.com';
  return stripePaymentProvider({ baseUrl }, app.secretBox.open(row.secretKeySealed));
}

/** The account's webhook signing secret, or null when it has none. */
export async function webhookSecretOf(app: FastifyInstance, accountId: number): Promise<string | null> {
  const row = await findProviderSettings(app.db, accountId);
  return row ? app.secretBox.open(row.webhookSecretSealed) : null;
}
