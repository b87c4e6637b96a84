import { reportLayout, type ReportKey, type ReportPlaceField } from './report-steps.ts';

/** What the checks read of a report (a MissionReport fits). */
type CheckedReport = {
  kmTotal?: number | null;
  kmSupplementaire?: number | null;
} & Partial<Record<ReportPlaceField, { date?: string | null } | null>>;

export interface ReportIssue {
  /** Where, as in a PATCH body: ['reportDepannage', 'interventionReport', 'finishPlace', 'date']. */
  path: Array<string | number>;
  message: string;
}

export const KM_TOTAL_NEGATIVE_MESSAGE = 'Le kilométrage total ne peut pas être négatif.';
export const KM_SUPPLEMENTAIRE_NEGATIVE_MESSAGE =
  'Les kilomètres supplémentaires ne peuvent pas être négatifs.';
export const KM_SUPPLEMENTAIRE_REFUSED_MESSAGE =
  'Les kilomètres supplémentaires ne sont pas autorisés pour cette intervention.';
export const REPORT_DATE_INVALID_MESSAGE = 'Date non valide.';
export const reportDateOrderMessage = (later: string, earlier: string) =>
  `La date « ${later} » ne peut pas précéder la date « ${earlier} ».`;

/**
 * The server's checks of a report (after the PATCH is merged), and the form's, on what the
 * nature's report card shows (reportLayout): for each of its mission reports, its steps' dates
 * in order (departure ≤ arrival ≤ … ≤ end; an empty step is skipped), km ≥ 0, and extra km only
 * when the intervention allows them (0 is accepted either way). A date left by another nature
 * in a step the card does not show is not checked: the operator could not correct it. Step
 * names in the messages are the card's. Empty list: valid.
 */
export function reportErrors(
  report: Partial<Record<ReportKey, CheckedReport | null>> | null | undefined,
  intervention: { nature?: string | null; kmSupplAutorises?: boolean | null } | null | undefined,
): ReportIssue[] {
  const issues: ReportIssue[] = [];
  if (!report) return issues;
  const layout = reportLayout(intervention?.nature);

  for (const { report: key } of layout.sections) {
    const mission = report[key];
    const steps = layout.steps.filter((step) => step.report === key);
    const labelOf = (field: ReportPlaceField) => steps.find((step) => step.place === field)?.label ?? field;
    if (!mission) continue;
    const at = (...rest: string[]) => ['reportDepannage', key, ...rest];

    if (mission.kmTotal != null && mission.kmTotal < 0)
      issues.push({ path: at('kmTotal'), message: KM_TOTAL_NEGATIVE_MESSAGE });
    if (mission.kmSupplementaire != null) {
      if (mission.kmSupplementaire < 0)
        issues.push({ path: at('kmSupplementaire'), message: KM_SUPPLEMENTAIRE_NEGATIVE_MESSAGE });
      else if (mission.kmSupplementaire > 0 && !intervention?.kmSupplAutorises)
        issues.push({ path: at('kmSupplementaire'), message: KM_SUPPLEMENTAIRE_REFUSED_MESSAGE });
    }

    let previous: { field: ReportPlaceField; time: number } | null = null;
    for (const { place: field } of steps) {
      const date = mission[field]?.date;
      if (!date) continue;
      const time = Date.parse(date);
      if (Number.isNaN(time)) {
        issues.push({ path: at(field, 'date'), message: REPORT_DATE_INVALID_MESSAGE });
        continue;
      }
      if (previous && time < previous.time) {
        issues.push({
          path: at(field, 'date'),
          message: reportDateOrderMessage(labelOf(field), labelOf(previous.field)),
        });
      }
      // The next step must follow the latest date seen, so one early date is reported once.
      if (!previous || time >= previous.time) previous = { field, time };
    }
  }
  return issues;
}
