import {
  ADDRESS_KEYS,
  nullFields,
  emptyMissionReport,
  reportLayout,
  suggestReportTimes,
  suggestStartPlace,
  withReportSuggestions,
  type Folder,
  type FolderMission,
  type MissionReport,
  type ReportAddress,
  type ReportDepannage,
  type ReportKey,
  type ReportPlace,
  type ReportPlaceField,
} from '@plateau/contracts';
import type { PlaceValue } from '../../../components/place-contact/place-value.ts';

/** The report card's value of one mission report: a report not written yet reads as empty. */
export const missionReportOf = (folder: Folder, key: ReportKey): MissionReport =>
  folder.reportDepannage?.[key] ?? emptyMissionReport();

/** The folder's report with one mission report changed (the draft's reportDepannage). */
export function withMissionReport(
  folder: Folder,
  key: ReportKey,
  patch: Partial<MissionReport>,
): ReportDepannage {
  const current = folder.reportDepannage;
  return {
    modifiable: current?.modifiable ?? false,
    interventionReport: current?.interventionReport ?? null,
    relivraisonReport: current?.relivraisonReport ?? null,
    [key]: { ...missionReportOf(folder, key), ...patch },
  };
}

const EMPTY_PLACE: ReportPlace = { date: null, ...nullFields(ADDRESS_KEYS) };

/** One step's place, changed: its date or its address (the 'Prévu' switch rides along). */
export const withPlace = (
  place: MissionReport[ReportPlaceField] | undefined,
  patch: Partial<ReportPlace> & { prevu?: boolean | null },
) => ({ ...EMPTY_PLACE, ...(place ?? {}), ...patch });

/**
 * What the address field chose, as a report step's address: a report place has no free
 * description, so text that matched no address is kept as its first line.
 */
export function reportAddressOf(value: PlaceValue): ReportAddress {
  const free = !value.line1 && !value.city ? (value.descriptionLieu?.trim() ?? null) : null;
  return {
    line1: value.line1 ?? free ?? null,
    line2: value.line2 ?? null,
    line3: value.line3 ?? null,
    zipCode: value.zipCode ?? null,
    city: value.city ?? null,
    country: value.country ?? null,
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
  };
}

/** What the suggestions read besides the folder (the account's settings) and the clock. */
export interface ReportSuggestionInputs {
  averageArrivalMinutes: number | null | undefined;
  averageOnPlaceMinutes: number | null | undefined;
  headQuarter: Partial<ReportAddress> | null | undefined;
  now: Date;
}

const driverStepsOf = (mission: FolderMission | null) => ({
  started: mission?.steps.started?.dateTime ?? null,
  arrivedAtDestination: mission?.steps.arrivedAtDestination?.dateTime ?? null,
  departureFromDestination: mission?.steps.departureFromDestination?.dateTime ?? null,
  finished: mission?.steps.finished?.dateTime ?? null,
});

/** Issue 20: no suggestion before the folder existed, the mission was made or the truck got it. */
const notBeforeOf = (folder: Folder, mission: FolderMission | null) => {
  const times = [folder.creationDateTime, mission?.creationDateTime, mission?.steps.received?.dateTime]
    .filter((t): t is string => !!t)
    .map((t) => Date.parse(t))
    .filter((t) => !Number.isNaN(t));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
};

/**
 * The report as the card opens it (spec 2 §4 'Report time suggestions', issue 6): for each report
 * of the nature's card, its empty dates suggested from the mission's date, the account's averages
 * and the steps the driver's terminal recorded, and an empty start place from the head-quarter.
 * Nothing entered is replaced. Null when there is nothing to add, so an untouched folder stays
 * untouched.
 */
export function suggestedReport(folder: Folder, inputs: ReportSuggestionInputs): ReportDepannage | null {
  const layout = reportLayout(folder.interventionDepannage?.nature);
  const startPlace = suggestStartPlace(inputs.headQuarter);
  let next: Folder = folder;
  for (const { report: key } of layout.sections) {
    const mission = key === 'interventionReport' ? folder.missionIntervention : folder.missionRelivraison;
    // The combined card shows a relivraison part; a folder without that mission gets no dates for it.
    if (!mission && !folder.reportDepannage?.[key]) continue;
    const current = missionReportOf(next, key);
    const fields = layout.steps.filter((step) => step.report === key).map((step) => step.place);
    const suggestions = suggestReportTimes({
      missionDateTime: mission?.missionDateTime,
      averageArrivalMinutes: inputs.averageArrivalMinutes,
      averageOnPlaceMinutes: inputs.averageOnPlaceMinutes,
      now: inputs.now,
      driverSteps: driverStepsOf(mission),
      notBefore: notBeforeOf(folder, mission),
      current,
    });
    const filled = withReportSuggestions(current, fields, suggestions, startPlace);
    const places = Object.fromEntries(
      fields.map((field) => [field, withPlace(current[field], filled[field] ?? {})]),
    );
    next = { ...next, reportDepannage: withMissionReport(next, key, places) };
  }
  return sameReport(folder.reportDepannage, next.reportDepannage) ? null : next.reportDepannage;
}

function sameReport(a: ReportDepannage | null, b: ReportDepannage | null): boolean {
  const keys: ReportKey[] = ['interventionReport', 'relivraisonReport'];
  const fill = (r: ReportDepannage | null, key: ReportKey) => JSON.stringify(r?.[key] ?? null);
  return keys.every((key) => fill(a, key) === fill(b, key));
}
