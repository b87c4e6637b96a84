import { z } from 'zod';
import { idParam, intField, textField } from '../fields.ts';

/** The three connectors of an account (spec 3 §3 Connector configurations). */
export const CONNECTOR_KINDS = ['WEBFLEET', 'NOMAD', 'PRAXEDO'] as const;
export type ConnectorKind = (typeof CONNECTOR_KINDS)[number];

/** The connector as written in the test call's path (/connectors/{webfleet|nomad|praxedo}/test). */
export const CONNECTOR_PATH_NAMES = { webfleet: 'WEBFLEET', nomad: 'NOMAD', praxedo: 'PRAXEDO' } as const;
export const ConnectorPathName = z.enum(['webfleet', 'nomad', 'praxedo'], {
  error: 'Connecteur inconnu (webfleet, nomad ou praxedo)',
});

/** The polling period of each connector: a server constant, shown read-only (spec 3 §9). */
export const CONNECTOR_CHECK_SERVER_SECOND: Record<ConnectorKind, number> = {
  WEBFLEET: 60,
  NOMAD: 60,
  PRAXEDO: 60,
};

export const CONNECTOR_LABELS: Record<ConnectorKind, string> = {
  WEBFLEET: 'Webfleet',
  NOMAD: 'Nomad',
  PRAXEDO: 'Praxedo',
};

/** The fields each connector keeps sealed: never sent back, only whether one is stored. */
export const CONNECTOR_SECRET_FIELDS = {
  WEBFLEET: ['password'],
  NOMAD: ['token'],
  PRAXEDO: ['password', 'webPassword'],
} as const satisfies Record<ConnectorKind, readonly string[]>;

/**
 * The fields that say where a connector connects, when the account sets it (Webfleet's and
 * Nomad's addresses are the server's). Its secrets are bound to it: a new address without the
 * secrets typed again drops them, so they are never sent somewhere they were not entered for.
 */
export const CONNECTOR_HOST_FIELDS = {
  WEBFLEET: [],
  NOMAD: [],
  PRAXEDO: ['webServiceDomain'],
} as const satisfies Record<ConnectorKind, readonly string[]>;

export const NOMAD_DEPANNEUR_ONLY = 'Le connecteur Nomad est réservé aux comptes dépanneurs';

/** What the last scheduled synchronisation did. */
export const ConnectorState = z.object({
  lastSyncAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type ConnectorState = z.infer<typeof ConnectorState>;

const common = {
  active: z.boolean(),
  /** The server runs it on its built-in simulator, no credentials filled in (isDemoConnector). */
  demo: z.boolean(),
  checkServerSecond: z.number().int(),
  state: ConnectorState,
};

export const TtwConfiguration = z.object({
  ...common,
  missionBreakingMinute: z.number().int().nullable(),
  customer: z.string().nullable(),
  user: z.string().nullable(),
  passwordSet: z.boolean(),
});
export type TtwConfiguration = z.infer<typeof TtwConfiguration>;

export const NomadConfiguration = z.object({
  ...common,
  /** > 0 when the account is known to the Nomad driver application. */
  id: z.number().int(),
  realTimeReportAllowed: z.boolean(),
  agreementCode: z.string().nullable(),
  tokenSet: z.boolean(),
});
export type NomadConfiguration = z.infer<typeof NomadConfiguration>;

export const PraxedoConfiguration = z.object({
  ...common,
  webServiceDomain: z.string().nullable(),
  user: z.string().nullable(),
  passwordSet: z.boolean(),
  webUser: z.string().nullable(),
  webPasswordSet: z.boolean(),
});
export type PraxedoConfiguration = z.infer<typeof PraxedoConfiguration>;

const plain = textField(200).nullable();
/** A secret field: an empty or absent value keeps the stored one. */
const secret = textField(500).nullable();

export const TtwConfigurationPatch = z
  .object({
    active: z.boolean(),
    missionBreakingMinute: intField(0, 1440).nullable(),
    customer: plain,
    user: plain,
    password: secret,
  })
  .partial()
  .strict();
export type TtwConfigurationPatch = z.infer<typeof TtwConfigurationPatch>;

export const NomadConfigurationPatch = z
  .object({
    active: z.boolean(),
    realTimeReportAllowed: z.boolean(),
    agreementCode: plain,
    token: secret,
  })
  .partial()
  .strict();
export type NomadConfigurationPatch = z.infer<typeof NomadConfigurationPatch>;

/** Praxedo's web-service host: a domain name or [IPv6], optionally with a port (no scheme, no path). */
const domain = textField(200)
  .regex(
    /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i,
    'Domaine du service web non valide (ex. : eu1.praxedo.com)',
  )
  .nullable();

export const PraxedoConfigurationPatch = z
  .object({
    active: z.boolean(),
    webServiceDomain: domain,
    user: plain,
    password: secret,
    webUser: plain,
    webPassword: secret,
  })
  .partial()
  .strict();
export type PraxedoConfigurationPatch = z.infer<typeof PraxedoConfigurationPatch>;

export const CONNECTOR_PATCHES = {
  WEBFLEET: TtwConfigurationPatch,
  NOMAD: NomadConfigurationPatch,
  PRAXEDO: PraxedoConfigurationPatch,
} as const;

/** The patch fields of PATCH /api/accounts/{id} that carry the connectors. */
export const ConnectorPatchShape = {
  ttwConfiguration: TtwConfigurationPatch,
  nomadConfiguration: NomadConfigurationPatch,
  praxedoConfiguration: PraxedoConfigurationPatch,
};

/** POST /api/accounts/{id}/connectors/{connector}/test: the form's values, saved or not. */
export const ConnectorTestParams = z.object({ id: idParam, connector: ConnectorPathName }).strict();
export const ConnectorTestResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** The connector ran against the server's built-in fake of the system (the demo), not the real one. */
  demo: z.boolean().optional(),
});
/** The title of a test run against the built-in fakes: neither « réussie » nor « impossible » for real. */
export const CONNECTOR_DEMO_TITLE = 'Démonstration';
export type ConnectorTestResult = z.infer<typeof ConnectorTestResult>;

/** The account field holding each connector. */
export const CONNECTOR_ACCOUNT_FIELDS = {
  WEBFLEET: 'ttwConfiguration',
  NOMAD: 'nomadConfiguration',
  PRAXEDO: 'praxedoConfiguration',
} as const satisfies Record<ConnectorKind, string>;

/** 'Période de synchronisation : 60 s' */
export const checkServerSecondLabel = (seconds: number): string =>
  `Période de synchronisation : ${seconds} s`;
