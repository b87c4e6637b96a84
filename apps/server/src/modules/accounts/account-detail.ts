import {
  ADDRESS_KEYS,
  fieldsOrNull,
  PLACE_KEYS,
  emptyLegalEntity,
  OPEN_HOUR_FIELDS,
  type AccountDetail,
  type AccountLegalEntity,
  type AccountPatch,
  type AccountSummary,
  type AssistanceProvider,
  type BusinessNature,
  type LegalEntityPatch,
  type Place,
  type PlaceInput,
} from '@plateau/contracts';
import type { SmsOpenHours } from '../../db/schema/accounts.ts';
import type { AccountRow } from '../account/account.repository.ts';
import type { ConnectorViews } from '../connectors/connector-config.ts';
import type { AccountColumns } from './accounts.repository.ts';

export function toAccountSummary(row: AccountRow): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    businessNature: row.businessNature as BusinessNature,
    assistanceProvider: (row.assistanceProvider as AssistanceProvider | null) ?? null,
    place: row.place ?? null,
    ttwActive: row.ttwActive,
    nomadActive: row.nomadActive,
    praxedoActive: row.praxedoActive,
    active: row.active,
  };
}

export function toAccountDetail(row: AccountRow, connectors: ConnectorViews): AccountDetail {
  const hours = row.smsOpenHours ?? {};
  return {
    ...toAccountSummary(row),
    ...connectors,
    legalEntity: { ...emptyLegalEntity(), ...row.legalEntity },
    autoSynchUnassigneeDrivers: row.autoSynchUnassigneeDrivers,
    interventionAverageArrivalMinute: row.interventionAverageArrivalMinute,
    interventionAverageOnPlaceMinute: row.interventionAverageOnPlaceMinute,
    toleranceArrivalMinute: row.toleranceArrivalMinute,
    interventionArrivalMinute: row.interventionArrivalMinute,
    statusAutoDetection: row.statusAutoDetection,
    arrivalDetectionMinute: row.arrivalDetectionMinute,
    note: row.note,
    smsSender: row.smsSender,
    smsWithOutStart: row.smsWithOutStart,
    ...Object.fromEntries(OPEN_HOUR_FIELDS.map((field) => [field, hours[field] ?? null])),
  } as AccountDetail;
}

/** A stored place has every field, null when unknown. */
const fullPlace = (input: PlaceInput | null): Place | null =>
  input === null ? null : (fieldsOrNull(input, PLACE_KEYS) as Place);

function mergeLegalEntity(current: AccountLegalEntity | null, patch: LegalEntityPatch): AccountLegalEntity {
  const next: AccountLegalEntity = { ...emptyLegalEntity(), ...current };
  const { headQuarterPlace, facturationPlace, ...rest } = patch;
  Object.assign(next, rest);
  if (headQuarterPlace !== undefined) next.headQuarterPlace = fullPlace(headQuarterPlace);
  if (facturationPlace !== undefined) next.facturationPlace = fullPlace(facturationPlace);
  return next;
}

/** The columns a patch writes; only the fields it carries. */
export function columnsOf(row: AccountRow, patch: AccountPatch): AccountColumns {
  const { legalEntity, place, ...rest } = patch;
  const columns: AccountColumns = {};
  const hours: SmsOpenHours = { ...row.smsOpenHours };
  let hoursChanged = false;
  for (const [key, value] of Object.entries(rest)) {
    if ((OPEN_HOUR_FIELDS as readonly string[]).includes(key)) {
      hours[key as keyof SmsOpenHours] = (value as string | null) || null;
      hoursChanged = true;
    } else {
      (columns as Record<string, unknown>)[key] = value;
    }
  }
  if (hoursChanged) columns.smsOpenHours = hours;
  if (place !== undefined) {
    columns.place = place && {
      ...fieldsOrNull(place, ADDRESS_KEYS),
      label: place.label ?? null,
      descriptionLieu: place.descriptionLieu ?? null,
    };
  }
  if (legalEntity) columns.legalEntity = mergeLegalEntity(row.legalEntity, legalEntity);
  return columns;
}
