import {
  ADDRESS_KEYS,
  fieldsOrNull,
  formatIban,
  normalizeBic,
  normalizeIban,
  OPEN_HOUR_FIELDS,
  type AccountDetail,
  type AccountPatch,
  type LegalEntityPatch,
  type OpenHourField,
} from '@plateau/contracts';
import type { PlaceValue } from '../../../components/place-contact/place-value.ts';

/** What the settings form edits: the account's fields, empty text for null. */
export interface AccountFormValues extends Record<OpenHourField, string> {
  name: string;
  businessNature: AccountDetail['businessNature'];
  assistanceProvider: string | null;
  place: PlaceValue | null;
  headQuarterPlace: PlaceValue | null;
  facturationPlace: PlaceValue | null;
  regimeTva: string | null;
  defaultTvaId: string | null;
  tvaIntracommunautaire: string;
  prefixFacture: string;
  prefixCustomer: string;
  legalForm: string;
  /** Euros as the number field holds them ('' when empty). */
  shareCapital: number | string;
  rcsCity: string;
  rmNumber: string;
  /** In groups of four, as printed. */
  iban: string;
  bic: string;
  vatOnDebits: boolean;
  autoSynchUnassigneeDrivers: boolean;
  interventionAverageArrivalMinute: number | string;
  interventionAverageOnPlaceMinute: number | string;
  toleranceArrivalMinute: number | string;
  interventionArrivalMinute: number | string;
  statusAutoDetection: boolean;
  arrivalDetectionMinute: number | string;
  note: string;
  smsSender: string;
  smsWithOutStart: boolean;
}

export const MINUTE_FIELDS = [
  'interventionAverageArrivalMinute',
  'interventionAverageOnPlaceMinute',
  'toleranceArrivalMinute',
  'interventionArrivalMinute',
  'arrivalDetectionMinute',
] as const;
const TEXT_FIELDS = ['name', 'note', 'smsSender'] as const;
const FLAG_FIELDS = ['autoSynchUnassigneeDrivers', 'statusAutoDetection', 'smsWithOutStart'] as const;

export function toFormValues(account: AccountDetail): AccountFormValues {
  const { legalEntity: le } = account;
  return {
    name: account.name,
    businessNature: account.businessNature,
    assistanceProvider: account.assistanceProvider,
    place: account.place,
    headQuarterPlace: le.headQuarterPlace,
    facturationPlace: le.facturationPlace,
    regimeTva: le.regimeTva,
    defaultTvaId: le.defaultTvaId === null ? null : String(le.defaultTvaId),
    tvaIntracommunautaire: le.tvaIntracommunautaire ?? '',
    prefixFacture: le.prefixFacture,
    prefixCustomer: le.prefixCustomer,
    legalForm: le.legalForm ?? '',
    shareCapital: le.shareCapital ? Number(le.shareCapital) : '',
    rcsCity: le.rcsCity ?? '',
    rmNumber: le.rmNumber ?? '',
    iban: le.iban ? formatIban(le.iban) : '',
    bic: le.bic ?? '',
    vatOnDebits: le.vatOnDebits ?? false,
    ...Object.fromEntries(MINUTE_FIELDS.map((field) => [field, account[field] ?? ''])),
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, account[field] ?? ''])),
    ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, account[field]])),
    ...Object.fromEntries(OPEN_HOUR_FIELDS.map((field) => [field, account[field] ?? ''])),
  } as AccountFormValues;
}

/** The account's place: an address, with its label and free description. */
const ACCOUNT_PLACE_KEYS = [...ADDRESS_KEYS, 'label', 'descriptionLieu'] as const;
/** The account's own place is an address (spec 1 §3), without the panel's contact fields. */
const addressOf = (place: PlaceValue) => fieldsOrNull(place, ACCOUNT_PLACE_KEYS);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const minutesOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** Spec 3 §4: only what changed is sent; an empty patch means nothing to save. */
export function accountPatchOf(initial: AccountFormValues, current: AccountFormValues): AccountPatch {
  const patch: Record<string, unknown> = {};
  const legal: Record<string, unknown> = {};
  const changed = (field: keyof AccountFormValues) => !same(initial[field], current[field]);
  if (changed('name')) patch.name = current.name.trim();
  if (changed('businessNature')) patch.businessNature = current.businessNature;
  if (changed('assistanceProvider') || changed('businessNature'))
    patch.assistanceProvider = current.assistanceProvider || null;
  if (changed('place')) patch.place = current.place && addressOf(current.place);
  for (const field of MINUTE_FIELDS) if (changed(field)) patch[field] = minutesOrNull(current[field]);
  for (const field of ['note', 'smsSender'] as const)
    if (changed(field)) patch[field] = textOrNull(current[field]);
  for (const field of FLAG_FIELDS) if (changed(field)) patch[field] = current[field];
  for (const field of OPEN_HOUR_FIELDS) if (changed(field)) patch[field] = textOrNull(current[field]);
  for (const field of ['headQuarterPlace', 'facturationPlace', 'regimeTva'] as const)
    if (changed(field)) legal[field] = current[field];
  if (changed('defaultTvaId'))
    legal.defaultTvaId = current.defaultTvaId ? Number(current.defaultTvaId) : null;
  if (changed('tvaIntracommunautaire'))
    legal.tvaIntracommunautaire = textOrNull(current.tvaIntracommunautaire);
  if (changed('prefixFacture')) legal.prefixFacture = current.prefixFacture.trim();
  if (changed('prefixCustomer')) legal.prefixCustomer = current.prefixCustomer.trim();
  for (const field of ['legalForm', 'rcsCity', 'rmNumber'] as const)
    if (changed(field)) legal[field] = textOrNull(current[field]);
  if (changed('shareCapital'))
    legal.shareCapital = current.shareCapital === '' ? null : String(current.shareCapital);
  // Spaces and small letters are no change: the server stores them without.
  if (normalizeIban(initial.iban) !== normalizeIban(current.iban)) legal.iban = textOrNull(current.iban);
  if (normalizeBic(initial.bic) !== normalizeBic(current.bic)) legal.bic = textOrNull(current.bic);
  if (changed('vatOnDebits')) legal.vatOnDebits = current.vatOnDebits;
  if (Object.keys(legal).length > 0) patch.legalEntity = legal as LegalEntityPatch;
  return patch as AccountPatch;
}
