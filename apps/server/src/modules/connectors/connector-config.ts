import {
  CONNECTOR_CHECK_SERVER_SECOND,
  CONNECTOR_HOST_FIELDS,
  CONNECTOR_SECRET_FIELDS,
  isDemoConnector,
  type ConnectorKind,
  type ConnectorState,
  type NomadConfiguration,
  type PraxedoConfiguration,
  type TtwConfiguration,
} from '@plateau/contracts';
import type { AccountRow } from '../account/account.repository.ts';
import type {
  ConnectorConfigRow,
  ConnectorConfigValues,
  ConnectorStateRow,
} from './connectors.repository.ts';

export interface ConnectorViews {
  ttwConfiguration: TtwConfiguration;
  nomadConfiguration: NomadConfiguration;
  praxedoConfiguration: PraxedoConfiguration;
}

const EMPTY: ConnectorConfigValues = { active: false, settings: {}, secrets: {} };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const has = (secrets: Record<string, string>, field: string) => typeof secrets[field] === 'string';

function stateOf(row: ConnectorStateRow | undefined): ConnectorState {
  return {
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
  };
}

/**
 * The three connectors as the account's answer shows them: secrets only as "one is stored";
 * `simulated`: the kinds this server runs on its built-in simulators (the demo).
 */
export function connectorViews(
  account: AccountRow,
  configs: ConnectorConfigRow[],
  states: ConnectorStateRow[],
  simulated: ReadonlySet<ConnectorKind> = new Set(),
): ConnectorViews {
  const config = (kind: ConnectorKind) => configs.find((row) => row.kind === kind) ?? EMPTY;
  // Accounts connected before the connectors were configurable keep their flag until saved.
  const flags = { WEBFLEET: account.ttwActive, NOMAD: account.nomadActive, PRAXEDO: account.praxedoActive };
  const common = (kind: ConnectorKind) => ({
    active: configs.some((row) => row.kind === kind) ? config(kind).active : flags[kind],
    // Issue 28 §5: the same rule as « Tester la connexion », on what is stored.
    demo: isDemoConnector(simulated.has(kind), kind, { ...config(kind).settings, ...config(kind).secrets }),
    checkServerSecond: CONNECTOR_CHECK_SERVER_SECOND[kind],
    state: stateOf(states.find((row) => row.kind === kind)),
  });
  const ttw = config('WEBFLEET');
  const nomad = config('NOMAD');
  const praxedo = config('PRAXEDO');
  const minutes = ttw.settings.missionBreakingMinute;
  return {
    ttwConfiguration: {
      ...common('WEBFLEET'),
      missionBreakingMinute: typeof minutes === 'number' ? minutes : null,
      customer: text(ttw.settings.customer),
      user: text(ttw.settings.user),
      passwordSet: has(ttw.secrets, 'password'),
    },
    nomadConfiguration: {
      ...common('NOMAD'),
      id: account.nomadConfigurationId,
      realTimeReportAllowed: nomad.settings.realTimeReportAllowed === true,
      agreementCode: text(nomad.settings.agreementCode),
      tokenSet: has(nomad.secrets, 'token'),
    },
    praxedoConfiguration: {
      ...common('PRAXEDO'),
      webServiceDomain: text(praxedo.settings.webServiceDomain),
      user: text(praxedo.settings.user),
      passwordSet: has(praxedo.secrets, 'password'),
      webUser: text(praxedo.settings.webUser),
      webPasswordSet: has(praxedo.secrets, 'webPassword'),
    },
  };
}

/** A host as compared for the secrets' binding: case and surrounding spaces do not make it another. */
const hostText = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Whether `form` points the connector somewhere else than `settings` (see CONNECTOR_HOST_FIELDS). */
export function changesHost(
  kind: ConnectorKind,
  settings: Record<string, unknown>,
  form: Record<string, unknown>,
): boolean {
  return CONNECTOR_HOST_FIELDS[kind].some(
    (field) => form[field] !== undefined && hostText(form[field]) !== hostText(settings[field]),
  );
}

/**
 * A configuration with a patch applied: plain fields replaced, secrets sealed when given and kept
 * when the field is empty or absent (the form never receives them back), unless the patch moves
 * the connector to another host: a secret not typed again is then dropped.
 */
export function mergeConnectorPatch(
  kind: ConnectorKind,
  current: ConnectorConfigValues | undefined,
  patch: Record<string, unknown>,
  seal: (plain: string) => string,
): ConnectorConfigValues {
  const secretFields: readonly string[] = CONNECTOR_SECRET_FIELDS[kind];
  const next: ConnectorConfigValues = {
    active: current?.active ?? false,
    settings: { ...current?.settings },
    secrets: changesHost(kind, current?.settings ?? {}, patch) ? {} : { ...current?.secrets },
  };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (field === 'active') next.active = value === true;
    else if (secretFields.includes(field)) {
      if (typeof value === 'string' && value !== '') next.secrets[field] = seal(value);
    } else next.settings[field] = value;
  }
  return next;
}

/** The configuration's values in clear, for a client: plain settings and opened secrets. */
export function openConnector(
  values: ConnectorConfigValues,
  open: (sealed: string) => string,
): Record<string, unknown> & { active: boolean } {
  const secrets = Object.fromEntries(
    Object.entries(values.secrets).map(([field, sealed]) => [field, open(sealed)]),
  );
  return { ...values.settings, ...secrets, active: values.active };
}
