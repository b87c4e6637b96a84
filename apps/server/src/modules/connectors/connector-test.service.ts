import {
  CONNECTOR_PATCHES,
  isDemoConnector,
  NOMAD_DEPANNEUR_ONLY,
  type ConnectorKind,
  type ConnectorTestResult,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { findAccount } from '../account/account.repository.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import { checkConnector, connectorFailure, demoCredentials } from './connector-clients.ts';
import { OutboundRefused } from '../../lib/outbound/outbound-guard.ts';
import { checkConnectorHosts } from './account-connectors.ts';
import { changesHost, openConnector } from './connector-config.ts';
import { findConnectorConfigs } from './connectors.repository.ts';

const EMPTY = { active: false, settings: {}, secrets: {} };

/**
 * 'Tester la connexion': the form's values, saved or not, over the stored ones (an empty secret
 * field means the stored secret, unless the form names another host: a secret goes only where it
 * was entered for). Nothing is saved. A refusal is an answer, not an error; an address the
 * server may not connect to is a 400 (« Adresse non autorisée »), before any connection.
 */
export async function testConnector(
  app: FastifyInstance,
  auth: AuthContext,
  accountId: number,
  kind: ConnectorKind,
  body: unknown,
): Promise<ConnectorTestResult> {
  const target = await resolveTargetAccount(app.db, auth, accountId);
  const account = await findAccount(app.db, target);
  if (!account) throw new NotFound("Ce compte n'existe pas");
  if (kind === 'NOMAD' && account.businessNature !== 'DEPANNEUR') throw new Invalid(NOMAD_DEPANNEUR_ONLY);
  const form = parseInput(CONNECTOR_PATCHES[kind], body ?? {}) as Record<string, unknown>;
  // A forbidden address is refused as such, whatever else the form lacks.
  if (kind === 'PRAXEDO') await checkConnectorHosts(app.outbound, { praxedoConfiguration: form });
  const stored = (await findConnectorConfigs(app.db, target)).find((row) => row.kind === kind) ?? EMPTY;
  const usable = changesHost(kind, stored.settings, form) ? { ...stored, secrets: {} } : stored;
  const values: Record<string, unknown> = openConnector(usable, (sealed) => app.secretBox.open(sealed));
  for (const [field, value] of Object.entries(form)) {
    if (value !== undefined && value !== '') values[field] = value;
  }
  // Against the built-in fake (no real system configured), nothing typed tries the fake's own
  // credentials: the demo's connection works as it comes, and says it is a demonstration.
  const demo = demoCredentials(app.config, kind);
  if (demo && isDemoConnector(true, kind, values)) Object.assign(values, demo.values);
  try {
    await checkConnector(app.config, app.outbound, kind, values);
    return demo
      ? { ok: true, demo: true, message: `Connexion réussie au simulateur ${demo.label} intégré au serveur` }
      : { ok: true, message: 'Connexion réussie' };
  } catch (error) {
    if (error instanceof OutboundRefused) throw error;
    const reason = connectorFailure(error);
    if (reason === null) throw error;
    return demo
      ? { ok: false, demo: true, message: `${reason}. Identifiants du simulateur intégré : ${demo.hint}` }
      : { ok: false, message: reason };
  }
}
