import { z } from 'zod';
import { Address, AssistanceProviderSchema } from '../account.ts';
import { AccountLegalEntity, normalizeLegalForm, RegimeTvaSchema } from '../account-legal-entity.ts';
import { idField, intField, intParam, textField } from '../fields.ts';
import { PlaceInput } from '../folders/place.ts';
import { vatNumberField } from '../accounting/customers.ts';
import {
  ConnectorPatchShape,
  NomadConfiguration,
  PraxedoConfiguration,
  TtwConfiguration,
} from './connectors.ts';
import { BusinessNatureCode } from '../referentials/codes.ts';
import { isValidSmsHours, SMS_HOURS_MAX_LENGTH, SMS_HOURS_MESSAGE } from '../rules/sms-hours.ts';
import {
  BIC_INVALID_MESSAGE,
  IBAN_INVALID_MESSAGE,
  isValidBic,
  isValidIban,
  normalizeBic,
  normalizeIban,
} from '../rules/iban.ts';
import { parseShareCapital, SHARE_CAPITAL_INVALID_MESSAGE } from '../rules/share-capital.ts';

/** A supervisor gives its accounts any nature but its own (spec 3 §6). */
export const ClientNatureCode = BusinessNatureCode.filter((code) => code !== 'SUPERVISOR') as [
  'MISSION',
  'DEPANNEUR',
  'ASSISTEUR',
  'IOT',
];
export const ClientNatureSchema = z.enum(ClientNatureCode, { error: 'Nature de compte non valide' });

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type OpenHourField = `openHour${(typeof WEEKDAYS)[number]}`;
export const OPEN_HOUR_FIELDS = WEEKDAYS.map((day) => `openHour${day}` as OpenHourField);

const smsHours = textField(SMS_HOURS_MAX_LENGTH).refine(isValidSmsHours, SMS_HOURS_MESSAGE);
const openHourShape = <T extends z.ZodType>(field: T) =>
  Object.fromEntries(OPEN_HOUR_FIELDS.map((name) => [name, field])) as Record<OpenHourField, T>;

/** Minutes of the mission settings: a day at most. */
const minutes = intField(0, 1440).nullable();

/** The mission and SMS settings of an account (spec 3 §3 Account), stored as they are. */
const settingsShape = {
  autoSynchUnassigneeDrivers: z.boolean(),
  interventionAverageArrivalMinute: minutes,
  interventionAverageOnPlaceMinute: minutes,
  toleranceArrivalMinute: minutes,
  interventionArrivalMinute: minutes,
  statusAutoDetection: z.boolean(),
  arrivalDetectionMinute: minutes,
  note: textField(2000).nullable(),
  /** Operators show at most 11 characters as an SMS sender name. */
  smsSender: textField(11).nullable(),
  smsWithOutStart: z.boolean(),
};

/** GET and PATCH /api/accounts/{id}: the account with its settings. */
export const AccountDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  businessNature: z.enum(BusinessNatureCode),
  assistanceProvider: AssistanceProviderSchema.nullable(),
  place: Address.nullable(),
  ttwActive: z.boolean(),
  nomadActive: z.boolean(),
  praxedoActive: z.boolean(),
  nomadConfiguration: NomadConfiguration,
  ttwConfiguration: TtwConfiguration,
  praxedoConfiguration: PraxedoConfiguration,
  active: z.boolean(),
  legalEntity: AccountLegalEntity,
  ...settingsShape,
  ...openHourShape(z.string().nullable()),
});
export type AccountDetail = z.infer<typeof AccountDetail>;

const accountName = textField(200).min(1, 'Le nom du compte est obligatoire');

const AddressInput = z
  .object({
    line1: textField(200).nullable(),
    line2: textField(200).nullable(),
    line3: textField(200).nullable(),
    zipCode: textField(10).nullable(),
    city: textField(100).nullable(),
    country: textField(100).nullable(),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    label: textField(200).nullable(),
    descriptionLieu: textField(500).nullable(),
  })
  .partial()
  .strict();

/** Text a field may leave empty: empty is null (nothing to print). */
const blankIsNull = (text: string) => (text === '' ? null : text);

/** The seller's mandatory mentions (account-legal-entity.ts), each checked and stored normalized. */
const sellerMentionsShape = {
  legalForm: textField(60)
    .transform((text) => (text === '' ? null : normalizeLegalForm(text)))
    .nullable(),
  shareCapital: z
    .union([z.string(), z.number()], { error: SHARE_CAPITAL_INVALID_MESSAGE })
    .refine((value) => value === '' || parseShareCapital(value) !== null, SHARE_CAPITAL_INVALID_MESSAGE)
    .transform((value) => (value === '' ? null : parseShareCapital(value)))
    .nullable(),
  /** « RCS Lyon » typed whole keeps only the city: the invoice writes « RCS » itself. */
  rcsCity: textField(100)
    .transform((text) => blankIsNull(text.replace(/^R\.?C\.?S\.?\s+/i, '')))
    .nullable(),
  rmNumber: textField(50).transform(blankIsNull).nullable(),
  iban: textField(50)
    .refine((text) => text === '' || isValidIban(text), IBAN_INVALID_MESSAGE)
    .transform((text) => blankIsNull(normalizeIban(text)))
    .nullable(),
  bic: textField(20)
    .refine((text) => text === '' || isValidBic(text), BIC_INVALID_MESSAGE)
    .transform((text) => blankIsNull(normalizeBic(text)))
    .nullable(),
  vatOnDebits: z.boolean(),
};

export const LegalEntityPatch = z
  .object({
    headQuarterPlace: PlaceInput.nullable(),
    facturationPlace: PlaceInput.nullable(),
    regimeTva: RegimeTvaSchema.nullable(),
    defaultTvaId: idField.nullable(),
    /** The SIREN the invoices print is read from it: a French one's key is checked. */
    tvaIntracommunautaire: vatNumberField.nullable(),
    prefixFacture: textField(10).min(1, 'Le préfixe des factures est obligatoire'),
    prefixCustomer: textField(10).min(1, 'Le préfixe des clients est obligatoire'),
    ...sellerMentionsShape,
  })
  .partial()
  .strict();
export type LegalEntityPatch = z.infer<typeof LegalEntityPatch>;

/** PATCH /api/accounts/{id}: only what changed (spec 3 §4); the nature only for a supervisor. */
export const AccountPatch = z
  .object({
    name: accountName,
    businessNature: ClientNatureSchema,
    assistanceProvider: AssistanceProviderSchema.nullable(),
    place: AddressInput.nullable(),
    legalEntity: LegalEntityPatch,
    ...settingsShape,
    ...openHourShape(smsHours.nullable()),
    ...ConnectorPatchShape,
  })
  .partial()
  .strict();
export type AccountPatch = z.infer<typeof AccountPatch>;

export const ASSISTANCE_PROVIDER_REQUIRED = "L'assisteur est obligatoire pour un compte assisteur";

/** POST /api/accounts/: the 'Nouveau compte' modal. */
export const AccountCreate = z
  .object({
    name: accountName,
    businessNature: ClientNatureSchema.default('DEPANNEUR'),
    assistanceProvider: AssistanceProviderSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.businessNature !== 'ASSISTEUR' || !!body.assistanceProvider, {
    message: ASSISTANCE_PROVIDER_REQUIRED,
    path: ['assistanceProvider'],
  });
export type AccountCreate = z.infer<typeof AccountCreate>;

export const ACCOUNT_PAGE_SIZES = [10, 25, 50] as const;
export const ACCOUNT_DEFAULT_PAGE_SIZE = 50;

/** Spec 1 §7: empty parameters are omitted, as if absent. */
const withoutBlanks = (query: unknown): unknown =>
  typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
    : query;

/** GET /api/accounts: the accounts the supervisor manages, by name. */
export const AccountListQuery = z.preprocess(
  withoutBlanks,
  z
    .object({
      limit: intParam(1, 100).default(ACCOUNT_DEFAULT_PAGE_SIZE),
      page: intParam(1, 100_000).default(1),
      order: z.enum(['asc', 'desc']).default('asc'),
      businessNature: z.enum(BusinessNatureCode).optional(),
      active: z
        .enum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
      text: textField(100).optional(),
    })
    .strict(),
);
export type AccountListQuery = z.infer<typeof AccountListQuery>;

export const AccountSummary = AccountDetail.pick({
  id: true,
  name: true,
  businessNature: true,
  assistanceProvider: true,
  place: true,
  ttwActive: true,
  nomadActive: true,
  praxedoActive: true,
  active: true,
});
export type AccountSummary = z.infer<typeof AccountSummary>;
export const AccountList = z.object({ rows: z.array(AccountSummary), total: z.number().int() });
export type AccountList = z.infer<typeof AccountList>;
