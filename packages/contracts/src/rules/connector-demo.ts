import type { ConnectorKind } from '../administration/connectors.ts';

/**
 * The credentials of each connector. When the server reaches a built-in simulator of the system
 * (the demo: no real address configured) and none of them is filled in, the connector runs on the
 * simulator's own credentials: it is a demonstration, whatever its « Actif » switch says.
 */
export const CONNECTOR_CREDENTIAL_FIELDS = {
  WEBFLEET: ['customer', 'user', 'password'],
  NOMAD: ['agreementCode', 'token'],
  PRAXEDO: ['webServiceDomain', 'user', 'password', 'webUser', 'webPassword'],
} as const satisfies Record<ConnectorKind, readonly string[]>;

const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

/**
 * Issue 28 §5: the connector is a demonstration, both for « Tester la connexion » and for the
 * configuration shown (« Démonstration » rather than « Actif »).
 * `simulated`: the server talks to its built-in simulator of this system.
 */
export function isDemoConnector(
  simulated: boolean,
  kind: ConnectorKind,
  credentials: Readonly<Record<string, unknown>>,
): boolean {
  return simulated && CONNECTOR_CREDENTIAL_FIELDS[kind].every((field) => !filled(credentials[field]));
}

export const CONNECTOR_DEMO_STATE_TEXT =
  'Aucun identifiant saisi : le connecteur fonctionne avec le simulateur intégré au serveur.';
