import {
  CONNECTOR_ACCOUNT_FIELDS,
  CONNECTOR_KINDS,
  NOMAD_DEPANNEUR_ONLY,
  type AccountDetail,
  type AccountPatch,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { Invalid } from '../../lib/errors.ts';
import { OutboundUnresolved, type OutboundGuard } from '../../lib/outbound/outbound-guard.ts';
import { praxedoHostPort } from '../../adapters/praxedo/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { AccountRow } from '../account/account.repository.ts';
import type { AccountColumns } from '../../db/schema/accounts.ts';
import type { Config } from '../../config.ts';
import { simulatedConnectors } from './connector-clients.ts';
import { connectorViews, mergeConnectorPatch, type ConnectorViews } from './connector-config.ts';
import { recordJournal, type JournalActor } from '../journal/journal.service.ts';
import { findConnectorConfigs, findConnectorStates, saveConnectorConfig } from './connectors.repository.ts';

const ACTIVE_COLUMNS = { WEBFLEET: 'ttwActive', NOMAD: 'nomadActive', PRAXEDO: 'praxedoActive' } as const;

export async function withConnectors(
  db: DbOrTx,
  row: AccountRow,
  toDetail: (row: AccountRow, connectors: ConnectorViews) => AccountDetail,
  config: Config,
): Promise<AccountDetail> {
  const [configs, states] = await Promise.all([
    findConnectorConfigs(db, row.id),
    findConnectorStates(db, row.id),
  ]);
  return toDetail(row, connectorViews(row, configs, states, simulatedConnectors(config)));
}

type ConnectorPatches = Pick<
  AccountPatch,
  'ttwConfiguration' | 'nomadConfiguration' | 'praxedoConfiguration'
>;

/**
 * Refuses (400 « Adresse non autorisée ») a Praxedo domain the server may not connect to, before
 * anything is saved. A name that does not resolve now is kept: every connection checks it again.
 */
export async function checkConnectorHosts(guard: OutboundGuard, patches: ConnectorPatches): Promise<void> {
  const domain = patches.praxedoConfiguration?.webServiceDomain;
  if (!domain) return;
  const { host, port } = praxedoHostPort(domain);
  await guard.check(host, port).catch((error: unknown) => {
    if (!(error instanceof OutboundUnresolved)) throw error;
  });
}

/**
 * Saves the connectors a PATCH carries (inside its transaction); answers the account's
 * ttwActive / nomadActive / praxedoActive columns, which follow the configurations' flags.
 */
export async function saveConnectorPatches(
  tx: DbOrTx,
  account: AccountRow,
  nature: string,
  patches: ConnectorPatches,
  secretBox: SecretBox,
  actor?: JournalActor,
): Promise<AccountColumns> {
  const columns: AccountColumns = {};
  if (CONNECTOR_KINDS.every((kind) => patches[CONNECTOR_ACCOUNT_FIELDS[kind]] === undefined)) return columns;
  if (patches.nomadConfiguration !== undefined && nature !== 'DEPANNEUR')
    throw new Invalid(NOMAD_DEPANNEUR_ONLY);
  const accountId = account.id;
  const stored = await findConnectorConfigs(tx, accountId);
  for (const kind of CONNECTOR_KINDS) {
    const patch = patches[CONNECTOR_ACCOUNT_FIELDS[kind]];
    if (patch === undefined) continue;
    const previous = stored.find((row) => row.kind === kind);
    const next = mergeConnectorPatch(
      kind,
      previous ?? {
        active: account[ACTIVE_COLUMNS[kind]],
        settings: {},
        secrets: {},
      },
      patch,
      (plain) => secretBox.seal(plain),
    );
    await saveConnectorConfig(tx, accountId, kind, next);
    if (actor && JSON.stringify(next.secrets) !== JSON.stringify(previous?.secrets ?? {}))
      await recordJournal(tx, actor, 'CONNECTOR_SECRET_CHANGE', `Secret du connecteur ${kind} changé`);
    columns[ACTIVE_COLUMNS[kind]] = next.active;
  }
  return columns;
}
