import { createHash, randomBytes } from 'node:crypto';
import { PlatformWebhookBody } from '@plateau/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../adapters/approved-platform/index.ts';
import { eInvoicingSettings } from '../../db/schema/index.ts';
import { Invalid, NotFound, UpstreamError } from '../../lib/errors.ts';
import { platformClientOf } from './platform-settings.service.ts';
import { takeFlow } from './status-poll.service.ts';

export const WEBHOOK_PREFIX = '/api/public/e-invoicing/webhook/';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new webhook address for the account (the old one stops working): a 256-bit token, only its
 * hash kept, shown once to be declared on the platform.
 */
export async function renewWebhookToken(app: FastifyInstance, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const updated = await app.db
    .update(eInvoicingSettings)
    .set({ webhookTokenHash: hashOf(token), updatedAt: new Date() })
    .where(eq(eInvoicingSettings.accountId, accountId))
    .returning({ accountId: eInvoicingSettings.accountId });
  if (!updated.length) throw new Invalid('Enregistrez d’abord la plateforme agréée');
  return `${WEBHOOK_PREFIX}${token}`;
}

/**
 * The platform's webhook (XP Z12-013 WebhookCallbackContent): its body only says which flow
 * changed. Nothing in it is trusted: the flow is read back from the platform with the account's
 * own token — another account's flow is unknown there and ignored — and then goes through the
 * same path as the poll, so a replay, or the poll reading it later, stores each status once.
 */
export async function receivePlatformWebhook(app: FastifyInstance, token: string, body: unknown) {
  const [settings] = token
    ? await app.db
        .select({ accountId: eInvoicingSettings.accountId, active: eInvoicingSettings.active })
        .from(eInvoicingSettings)
        .where(eq(eInvoicingSettings.webhookTokenHash, hashOf(token)))
    : [];
  if (!settings?.active) throw new NotFound('Adresse de webhook inconnue');
  const parsed = PlatformWebhookBody.safeParse(body);
  if (!parsed.success) throw new Invalid('Le message de la plateforme ne nomme aucun flux');
  const client = await platformClientOf(app, settings.accountId);
  if (!client) throw new NotFound('Adresse de webhook inconnue');
  const flow = await client.flowMetadata(parsed.data.flowInfo.flowId).catch((error: unknown) => {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 403)) return null;
    // The platform did not answer: a 502 it will send again later (the poll catches up anyway).
    if (error instanceof PlatformError) throw new UpstreamError(error.message);
    throw error;
  });
  if (!flow || flow.flowDirection !== 'In') return { taken: false };
  await takeFlow(app, client, settings.accountId, flow);
  return { taken: true };
}
