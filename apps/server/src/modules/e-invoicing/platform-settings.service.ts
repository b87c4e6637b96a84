import type { EInvoicingSettings, EInvoicingSettingsBody, EInvoicingTestResult } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { FlowServiceClient, PlatformError } from '../../adapters/approved-platform/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Invalid } from '../../lib/errors.ts';
import { OutboundUnresolved } from '../../lib/outbound/outbound-guard.ts';
import { findPlatformSettings, savePlatformSettings } from './e-invoicing.repository.ts';

/** Every platform's answers are awaited this long before a 429/503 is asked again (doubling). */
export const PLATFORM_RETRY = { attempts: 3, delayMs: 300 };

const hostOf = (url: string) => new URL(url).host.toLowerCase();

export const NO_PLATFORM_MESSAGE = 'Aucune plateforme agréée n’est configurée pour ce compte';

export async function platformSettingsOf(db: DbOrTx, accountId: number): Promise<EInvoicingSettings> {
  const row = await findPlatformSettings(db, accountId);
  return {
    url: row?.url ?? null,
    tokenSet: !!row?.tokenSealed,
    active: row?.active ?? false,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
  };
}

/** Refuses (400 « Adresse non autorisée ») a platform the server may not connect to, before anything is saved. */
async function checkHost(app: FastifyInstance, url: string) {
  const parsed = new URL(url);
  const port = Number(parsed.port) || (parsed.protocol === 'http:' ? 80 : 443);
  await app.outbound.check(parsed.hostname, port).catch((error: unknown) => {
    if (!(error instanceof OutboundUnresolved)) throw error;
  });
}

/**
 * The token to use with `url`: the one typed, else the stored one only while the URL stays on the
 * host it was typed for (a token never follows the setting to another host).
 */
function tokenFor(
  app: FastifyInstance,
  stored: Awaited<ReturnType<typeof findPlatformSettings>>,
  body: EInvoicingSettingsBody,
) {
  if (body.token) return body.token;
  if (stored?.tokenSealed && stored.tokenHost === hostOf(body.url))
    return app.secretBox.open(stored.tokenSealed);
  return null;
}

export async function putPlatformSettings(
  app: FastifyInstance,
  accountId: number,
  body: EInvoicingSettingsBody,
): Promise<EInvoicingSettings> {
  await checkHost(app, body.url);
  const stored = await findPlatformSettings(app.db, accountId);
  const token = tokenFor(app, stored, body);
  await savePlatformSettings(app.db, accountId, {
    url: body.url.trim(),
    tokenSealed: token ? app.secretBox.seal(token) : null,
    tokenHost: token ? hostOf(body.url) : null,
    active: body.active,
  });
  return platformSettingsOf(app.db, accountId);
}

/** « Tester la connexion »: the form's values over the stored ones; nothing saved; a refusal is an answer. */
export async function testPlatformSettings(
  app: FastifyInstance,
  accountId: number,
  body: EInvoicingSettingsBody,
): Promise<EInvoicingTestResult> {
  await checkHost(app, body.url);
  const token = tokenFor(app, await findPlatformSettings(app.db, accountId), body);
  if (!token) return { ok: false, message: 'Saisissez le jeton d’accès de la plateforme' };
  const client = new FlowServiceClient({
    baseUrl: body.url,
    token,
    guard: app.outbound,
    retry: { attempts: 1, delayMs: 0 },
  });
  try {
    await client.healthcheck();
    // The healthcheck needs no token: a search of one flow proves it is accepted.
    await client.searchFlows({ flowDirection: ['In'], updatedAfter: new Date().toISOString() }, 1);
    return { ok: true, message: 'Connexion réussie à la plateforme agréée' };
  } catch (error) {
    if (error instanceof PlatformError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The account's platform client, or null when none is configured and active. */
export async function platformClientOf(
  app: FastifyInstance,
  accountId: number,
): Promise<FlowServiceClient | null> {
  const row = await findPlatformSettings(app.db, accountId);
  if (!row?.active || !row.tokenSealed) return null;
  return new FlowServiceClient({
    baseUrl: row.url,
    token: app.secretBox.open(row.tokenSealed),
    guard: app.outbound,
    retry: PLATFORM_RETRY,
  });
}

export async function requirePlatformClient(app: FastifyInstance, accountId: number) {
  const client = await platformClientOf(app, accountId);
  if (!client) throw new Invalid(NO_PLATFORM_MESSAGE);
  return client;
}
