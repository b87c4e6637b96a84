import { CONNECTOR_KINDS, type ConnectorKind } from '@plateau/contracts';
import { AssistanceCompanyError } from '../../adapters/assistance-company/assistance-company.ts';
import { NomadConnectorClient } from '../../adapters/assistance-company/nomad-connector-client.ts';
import { PraxedoClient, PraxedoError } from '../../adapters/praxedo/index.ts';
import { TruckTerminalError } from '../../adapters/truck-terminal/truck-terminal.ts';
import { WebfleetConnectorClient } from '../../adapters/truck-terminal/webfleet-connector.ts';
import type { Config } from '../../config.ts';
import { DEMO_NOMAD, DEMO_WEBFLEET } from '../../lib/demo-credentials.ts';
import { OutboundRefused, type OutboundGuard } from '../../lib/outbound/outbound-guard.ts';

/** A connector cannot run: a setting is missing here or on the server. French, shown on the tab. */
export class ConnectorUnavailable extends Error {}

type Values = Record<string, unknown>;

const str = (values: Values, field: string): string => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};

function required(values: Values, fields: Record<string, string>): void {
  const missing = Object.entries(fields)
    .filter(([field]) => str(values, field).trim() === '')
    .map(([, label]) => label);
  if (missing.length > 0) throw new ConnectorUnavailable(`À renseigner : ${missing.join(', ')}`);
}

/** Webfleet with the account's customer, user and password; the URL and API key are the server's. */
export function webfleetClient(config: Config, values: Values): WebfleetConnectorClient {
  const url = config.webfleet.url ?? config.connectors.demoWebfleetUrl;
  if (!url) throw new ConnectorUnavailable("Webfleet n'est pas configuré sur ce serveur (WEBFLEET_URL)");
  required(values, { customer: 'client', user: 'utilisateur', password: 'mot de passe' });
  return new WebfleetConnectorClient({
    url,
    account: str(values, 'customer'),
    username: str(values, 'user'),
    password: str(values, 'password'),
    apiKey: config.webfleet.apiKey,
    timeoutMs: config.webfleet.timeoutMs,
  });
}

export function nomadClient(config: Config, values: Values): NomadConnectorClient {
  const url = config.nomad.url ?? config.connectors.demoNomadUrl;
  if (!url) throw new ConnectorUnavailable("Nomad n'est pas configuré sur ce serveur (NOMAD_URL)");
  required(values, { agreementCode: "code d'agrément", token: 'jeton' });
  return new NomadConnectorClient({
    url,
    token: str(values, 'token'),
    agreementCode: str(values, 'agreementCode'),
  });
}

/** Praxedo at the account's own domain: a tenant's setting, so through the outbound guard. */
export function praxedoClient(guard: OutboundGuard, values: Values): PraxedoClient {
  required(values, {
    webServiceDomain: 'domaine du service web',
    user: 'utilisateur',
    password: 'mot de passe',
  });
  return new PraxedoClient({
    webServiceDomain: str(values, 'webServiceDomain'),
    user: str(values, 'user'),
    password: str(values, 'password'),
    guard,
  });
}

/**
 * When the connector runs against the server's built-in fake of its system (no WEBFLEET_URL /
 * NOMAD_URL: the demo), the fake's credentials; null when it reaches the real system.
 */
export function demoCredentials(
  config: Config,
  kind: ConnectorKind,
): { label: string; values: Values; hint: string } | null {
  if (kind === 'WEBFLEET' && !config.webfleet.url && config.connectors.demoWebfleetUrl) {
    const { account, username, password } = DEMO_WEBFLEET;
    return {
      label: 'Webfleet',
      values: { customer: account, user: username, password },
      hint: `client « ${account} », utilisateur « ${username} », mot de passe « ${password} »`,
    };
  }
  if (kind === 'NOMAD' && !config.nomad.url && config.connectors.demoNomadUrl) {
    const { agreementCode, token } = DEMO_NOMAD;
    return {
      label: 'Nomad',
      values: { agreementCode, token },
      hint: `code d'agrément « ${agreementCode} », jeton « ${token} »`,
    };
  }
  return null;
}

/** The connectors this server runs against its built-in simulators (the demo). */
export const simulatedConnectors = (config: Config): ReadonlySet<ConnectorKind> =>
  new Set(CONNECTOR_KINDS.filter((kind) => demoCredentials(config, kind) !== null));

/** Checks the credentials with the lightest documented call of each system. */
export async function checkConnector(
  config: Config,
  guard: OutboundGuard,
  kind: ConnectorKind,
  values: Values,
): Promise<void> {
  if (kind === 'WEBFLEET') return webfleetClient(config, values).check();
  if (kind === 'NOMAD') return nomadClient(config, values).check();
  return praxedoClient(guard, values).check();
}

/** The French reason of a connector's failure, or null for a bug (logged, shown generically). */
export function connectorFailure(error: unknown): string | null {
  const known =
    error instanceof ConnectorUnavailable ||
    error instanceof TruckTerminalError ||
    error instanceof AssistanceCompanyError ||
    error instanceof PraxedoError ||
    error instanceof OutboundRefused;
  return known ? error.message : null;
}
