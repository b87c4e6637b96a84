import {
  CONNECTOR_ACCOUNT_FIELDS,
  type AccountDetail,
  type AccountPatch,
  type ConnectorKind,
  type ConnectorState,
} from '@plateau/contracts';

export type FieldKind = 'switch' | 'text' | 'secret' | 'minutes';
export interface ConnectorField {
  name: string;
  label: string;
  kind: FieldKind;
  /** For a secret: the answer's flag saying one is stored. */
  storedFlag?: string;
}

/** The forms of spec 3 §3 Connector configurations, in order. */
export const CONNECTOR_FIELDS: Record<ConnectorKind, ConnectorField[]> = {
  WEBFLEET: [
    { name: 'active', label: 'Actif', kind: 'switch' },
    { name: 'missionBreakingMinute', label: 'Pause de mission (minutes)', kind: 'minutes' },
    { name: 'customer', label: 'Client (compte Webfleet)', kind: 'text' },
    { name: 'user', label: 'Utilisateur', kind: 'text' },
    { name: 'password', label: 'Mot de passe', kind: 'secret', storedFlag: 'passwordSet' },
  ],
  NOMAD: [
    { name: 'active', label: 'Actif', kind: 'switch' },
    { name: 'realTimeReportAllowed', label: 'Rapport en temps réel autorisé', kind: 'switch' },
    { name: 'agreementCode', label: "Code d'agrément", kind: 'text' },
    { name: 'token', label: 'Jeton', kind: 'secret', storedFlag: 'tokenSet' },
  ],
  PRAXEDO: [
    { name: 'active', label: 'Actif', kind: 'switch' },
    { name: 'webServiceDomain', label: 'Domaine du service web', kind: 'text' },
    { name: 'user', label: 'Utilisateur', kind: 'text' },
    { name: 'password', label: 'Mot de passe', kind: 'secret', storedFlag: 'passwordSet' },
    { name: 'webUser', label: 'Utilisateur web', kind: 'text' },
    { name: 'webPassword', label: 'Mot de passe web', kind: 'secret', storedFlag: 'webPasswordSet' },
  ],
};

export type ConnectorValues = Record<string, string | boolean>;

export interface ConnectorView {
  values: ConnectorValues;
  stored: Record<string, boolean>;
  checkServerSecond: number;
  state: ConnectorState;
  /** Runs on the server's built-in simulator, no credentials filled in (isDemoConnector). */
  demo: boolean;
}

/** The form's values: secrets always start empty (never sent to the browser). */
export function connectorView(account: AccountDetail, kind: ConnectorKind): ConnectorView {
  const config = account[CONNECTOR_ACCOUNT_FIELDS[kind]] as unknown as Record<string, unknown> & {
    checkServerSecond: number;
    state: ConnectorState;
    demo: boolean;
  };
  const values: ConnectorValues = {};
  const stored: Record<string, boolean> = {};
  for (const field of CONNECTOR_FIELDS[kind]) {
    const value = config[field.name];
    if (field.kind === 'switch') values[field.name] = value === true;
    else if (field.kind === 'secret') {
      values[field.name] = '';
      stored[field.name] = config[field.storedFlag!] === true;
    } else values[field.name] = value == null ? '' : String(value);
  }
  return {
    values,
    stored,
    checkServerSecond: config.checkServerSecond,
    state: config.state,
    demo: config.demo,
  };
}

const fieldValue = (field: ConnectorField, value: string | boolean): unknown => {
  if (field.kind === 'switch') return value === true;
  const text = String(value).trim();
  if (field.kind === 'minutes') return text === '' ? null : Number(text);
  return text === '' ? null : text;
};

/** Spec 3 §4: only what changed; a secret only when typed (empty keeps the stored one). */
export function connectorPatchOf(
  kind: ConnectorKind,
  initial: ConnectorValues,
  current: ConnectorValues,
): AccountPatch {
  const changes: Record<string, unknown> = {};
  for (const field of CONNECTOR_FIELDS[kind]) {
    const value = current[field.name]!;
    if (field.kind === 'secret') {
      if (String(value) !== '') changes[field.name] = value;
    } else if (value !== initial[field.name]) changes[field.name] = fieldValue(field, value);
  }
  return Object.keys(changes).length === 0 ? {} : { [CONNECTOR_ACCOUNT_FIELDS[kind]]: changes };
}

/** What 'Tester la connexion' sends: every value typed, the empty secrets left to the server. */
export function connectorTestBody(kind: ConnectorKind, current: ConnectorValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of CONNECTOR_FIELDS[kind]) {
    const value = current[field.name]!;
    if (field.kind === 'secret' && String(value) === '') continue;
    body[field.name] = fieldValue(field, value);
  }
  return body;
}
