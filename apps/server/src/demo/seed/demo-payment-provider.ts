import { inArray } from 'drizzle-orm';
import { BusinessNature } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, paymentProviderSettings } from '../../db/schema/index.ts';

/**
 * On the demo's start: the operator accounts that have no payment provider yet take the demo's fake one (its
 * keys sealed like any tenant's), so « Envoyer un lien de paiement » works out of the box.
 */
export async function pointDemoPaymentProvider(app: FastifyInstance): Promise<void> {
  const keys = app.config.paymentProvider.demo;
  if (!keys) return;
  const operators = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.businessNature, [BusinessNature.MISSION, BusinessNature.DEPANNEUR]));
  if (operators.length === 0) return;
  await app.db
    .insert(paymentProviderSettings)
    .values(
      operators.map(({ id }) => ({
        accountId: id,
        secretKeySealed: app.secretBox.seal(keys.secretKey),
        webhookSecretSealed: app.secretBox.seal(keys.webhookSecret),
      })),
    )
    .onConflictDoNothing({ target: paymentProviderSettings.accountId });
}
