import { z } from 'zod';
import { dateTime, inputOf, shortText } from './fields.ts';
import { ADDRESS_KEYS, addressFields, nullFields } from './place.ts';
import type { MissionReport, ReportDepannage, ReportPlace } from './intervention.ts';

/** The km a report may hold: never negative, bounded so a typo is not stored. */
export const MAX_REPORT_KM = 100_000;
export const KM_NEGATIVE_MESSAGE = 'Le kilométrage ne peut pas être négatif';
export const kmTooHighMessage = `Le kilométrage ne doit pas dépasser ${MAX_REPORT_KM.toLocaleString('fr-FR')} km`;

const km = z.number().min(0, KM_NEGATIVE_MESSAGE).max(MAX_REPORT_KM, kmTooHighMessage);

/** A step of the report as the operator writes it: its date-time and the address part of a place. */
const reportPlaceFields = { date: dateTime, ...addressFields };
export const ReportPlaceInput = inputOf(reportPlaceFields);
export type ReportPlaceInput = z.infer<typeof ReportPlaceInput>;

/** The report of one mission in a PATCH: only what changed, a field set to null is cleared. */
export const MissionReportInput = inputOf({
  kmTotal: km,
  kmSupplementaire: km,
  startedPlace: ReportPlaceInput,
  arrivedAtDestinationPlace: ReportPlaceInput.extend({ prevu: z.boolean().nullish() }),
  arrivedAtDeliveryPlace: ReportPlaceInput,
  departedFromDestinationPlace: ReportPlaceInput,
  finishPlace: ReportPlaceInput,
  motifDeplacementPourRien: shortText(1000),
  lieuInterventionCorrect: z.boolean(),
  lieuLivraisonCorrect: z.boolean(),
});
export type MissionReportInput = z.infer<typeof MissionReportInput>;

/**
 * `reportDepannage` of PATCH /api/folders/{id}. `modifiable` is the assistance company's and is
 * not writable (sending it is refused, as the other terms). The server merges the patch into the
 * stored report (`mergeReportDepannage`), then checks the result with `reportErrors`
 * (rules/report-validation.ts) and refuses any write while `isReportReadOnly` (409).
 */
export const ReportDepannagePatch = z
  .object({
    interventionReport: MissionReportInput.nullish(),
    relivraisonReport: MissionReportInput.nullish(),
  })
  .strict();
export type ReportDepannagePatch = z.infer<typeof ReportDepannagePatch>;

const PLACE_KEYS = [
  'startedPlace',
  'arrivedAtDestinationPlace',
  'arrivedAtDeliveryPlace',
  'departedFromDestinationPlace',
  'finishPlace',
] as const;

const emptyPlace = (): ReportPlace => ({ date: null, ...nullFields(ADDRESS_KEYS) });

/** A report with every field null. */
export const emptyMissionReport = (): MissionReport => ({
  kmTotal: null,
  kmSupplementaire: null,
  startedPlace: null,
  arrivedAtDestinationPlace: null,
  departedFromDestinationPlace: null,
  finishPlace: null,
  motifDeplacementPourRien: null,
  arrivedAtDeliveryPlace: null,
  lieuInterventionCorrect: null,
  lieuLivraisonCorrect: null,
});

function mergeMissionReport(
  current: MissionReport | null,
  patch: MissionReportInput | null | undefined,
): MissionReport | null {
  if (patch === undefined) return current;
  if (patch === null) return null;
  const merged: Record<string, unknown> = { ...emptyMissionReport(), ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if ((PLACE_KEYS as readonly string[]).includes(key) && value !== null) {
      // The arrival has its 'Prévu' switch: a new arrival starts with it unset (null).
      const blank = key === 'arrivedAtDestinationPlace' ? { ...emptyPlace(), prevu: null } : emptyPlace();
      const before = (merged[key] as ReportPlace | null) ?? blank;
      const defined = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
      merged[key] = { ...before, ...defined };
    } else {
      merged[key] = value;
    }
  }
  return merged as MissionReport;
}

/**
 * The report after a PATCH: objects merge field by field down to the places (a field set to null
 * is cleared, a report or a place set to null is cleared whole); `modifiable` is kept.
 */
export function mergeReportDepannage(
  current: ReportDepannage | null,
  patch: ReportDepannagePatch,
): ReportDepannage {
  return {
    modifiable: current?.modifiable ?? false,
    interventionReport: mergeMissionReport(current?.interventionReport ?? null, patch.interventionReport),
    relivraisonReport: mergeMissionReport(current?.relivraisonReport ?? null, patch.relivraisonReport),
  };
}
