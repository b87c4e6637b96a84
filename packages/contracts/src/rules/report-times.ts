import { ADDRESS_KEYS, fieldsOrNull } from '../folders/place.ts';
import type { ReportPlaceField } from './report-steps.ts';

/** The address part of a report step (MissionReport's places without their date). */
export interface ReportAddress {
  line1: string | null;
  line2: string | null;
  line3: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What the suggestions start from, all plain values. */
export interface ReportTimeInput {
  /** The mission's date (ISO), null when unknown. */
  missionDateTime: string | null | undefined;
  /** GET /api/account/interventionAverageArrivalMinute; null when the account has none. */
  averageArrivalMinutes: number | null | undefined;
  /** GET /api/account/interventionAverageOnPlaceMinute; null counts as 0. */
  averageOnPlaceMinutes: number | null | undefined;
  /** The clock, passed in so the rule stays pure. */
  now: Date;
  /**
   * The dates the driver's terminal recorded for the mission's steps (issue 6): a recorded
   * step is the suggestion, and the later formulas start from it.
   */
  driverSteps?: Partial<
    Record<'started' | 'arrivedAtDestination' | 'departureFromDestination' | 'finished', string | null>
  >;
  /**
   * Issue 20: the earliest instant a suggestion may name (ISO): the folder's creation, or the
   * mission's sending when later. A formula never suggests a time before it.
   */
  notBefore?: string | null;
  /** The dates already in the report: they are kept, and the later formulas start from them. */
  current?: Partial<Record<ReportPlaceField, { date?: string | null } | null>> | null;
}

export type ReportTimeSuggestions = Record<ReportPlaceField, string | null>;

/** The driver's step whose recorded time is a report date's (the suggestion below, the report PDF). */
export const REPORT_FIELD_DRIVER_STEP = {
  startedPlace: 'started',
  arrivedAtDestinationPlace: 'arrivedAtDestination',
  departedFromDestinationPlace: 'departureFromDestination',
  finishPlace: 'finished',
} as const satisfies Partial<Record<ReportPlaceField, keyof NonNullable<ReportTimeInput['driverSteps']>>>;

/**
 * A report date as the Rapport tab shows it once the driver recorded it (issue 28 §4: the PDF said
 * « Non renseigné » for it): the date entered in the report, else the driver's recorded step.
 */
export function recordedReportTime(
  field: ReportPlaceField,
  entered: string | null | undefined,
  driverSteps: Partial<Record<string, { dateTime: string } | null | undefined>> | null | undefined,
): string | null {
  if (entered) return entered;
  const step = (REPORT_FIELD_DRIVER_STEP as Partial<Record<ReportPlaceField, string>>)[field];
  return (step && driverSteps?.[step]?.dateTime) || null;
}

const MINUTE = 60_000;
const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
};
const iso = (time: number | null) => (time == null ? null : new Date(time).toISOString());

/**
 * Spec 2 §4 'Report time suggestions', for one mission:
 *  - start: mission date − average arrival − 90 min; with no average, the mission date;
 *  - arrival: mission date − average arrival − 60 min when a start date exists (and an
 *    average), else the mission date — never before the start;
 *  - departure from the destination, arrival at the delivery place and finish: the arrival (or
 *    now when there is none) + average on-place minutes.
 * A date already in the report, then a step the driver recorded, wins over the formula, and
 * the later steps start from it. Dates are ISO strings (UTC), null when nothing can be said.
 */
export function suggestReportTimes(input: ReportTimeInput): ReportTimeSuggestions {
  const mission = parse(input.missionDateTime);
  const average = input.averageArrivalMinutes ?? null;
  const onPlace = (input.averageOnPlaceMinutes ?? 0) * MINUTE;
  const known = (field: ReportPlaceField, driver?: string | null) =>
    parse(input.current?.[field]?.date) ?? parse(driver);
  const d = input.driverSteps ?? {};
  const floor = parse(input.notBefore);
  const atLeast = (time: number | null) => (time == null || floor == null ? time : Math.max(time, floor));

  const startFormula = atLeast(
    mission == null ? null : average == null ? mission : mission - (average + 90) * MINUTE,
  );
  const start = known('startedPlace', d.started) ?? startFormula;

  const arrivalFormula = atLeast(
    mission == null
      ? null
      : start != null && average != null
        ? Math.max(mission - (average + 60) * MINUTE, start)
        : start != null
          ? Math.max(mission, start)
          : mission,
  );
  const arrival = known('arrivedAtDestinationPlace', d.arrivedAtDestination) ?? arrivalFormula;

  const afterArrival = (arrival ?? atLeast(input.now.getTime())!) + onPlace;
  const departure = known('departedFromDestinationPlace', d.departureFromDestination) ?? afterArrival;
  const delivery = known('arrivedAtDeliveryPlace') ?? Math.max(afterArrival, departure);
  const finish = known('finishPlace', d.finished) ?? Math.max(afterArrival, delivery);

  return {
    startedPlace: iso(start),
    arrivedAtDestinationPlace: iso(arrival),
    departedFromDestinationPlace: iso(departure),
    arrivedAtDeliveryPlace: iso(delivery),
    finishPlace: iso(finish),
  };
}

/**
 * Spec 2 §4: the start place is prefilled from the account's head-quarter address
 * (GET /api/account/headQuarterPlace); null when the account has none.
 */
export function suggestStartPlace(
  headQuarter: Partial<ReportAddress> | null | undefined,
): ReportAddress | null {
  if (!headQuarter) return null;
  const address: ReportAddress = fieldsOrNull(headQuarter, ADDRESS_KEYS);
  return Object.values(address).some((v) => v != null && v !== '') ? address : null;
}

type Dated = { date?: string | null } & Partial<ReportAddress>;

const isBlankAddress = (place: Dated | null | undefined) =>
  !place ||
  ([place.line1, place.line2, place.line3, place.zipCode, place.city, place.country].every((v) => !v) &&
    place.latitude == null &&
    place.longitude == null);

/**
 * What the report card shows when it opens: each empty date gets its suggestion, an empty start
 * place the head-quarter address. Nothing the operator entered is replaced; the result is a
 * draft (unsaved) the operator may change.
 */
export function withReportSuggestions<R extends Partial<Record<ReportPlaceField, Dated | null>>>(
  report: R,
  fields: readonly ReportPlaceField[],
  suggestions: ReportTimeSuggestions,
  startPlace: ReportAddress | null,
): Omit<R, ReportPlaceField> & Partial<Record<ReportPlaceField, Dated>> {
  const out: Record<string, unknown> = { ...report };
  for (const field of fields) {
    const place: Dated = { ...(report[field] ?? {}) };
    if (!place.date && suggestions[field]) place.date = suggestions[field];
    if (field === 'startedPlace' && startPlace && isBlankAddress(place)) Object.assign(place, startPlace);
    out[field] = place;
  }
  return out as Omit<R, ReportPlaceField> & Partial<Record<ReportPlaceField, Dated>>;
}
