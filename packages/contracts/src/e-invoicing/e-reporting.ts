import { z } from 'zod';
import { E_REPORT_KINDS, E_REPORT_STATES, E_REPORTING_RHYTHMS } from './e-reporting-data.ts';

export const EReportingRhythmSchema = z.enum(E_REPORTING_RHYTHMS);

/** PUT /api/e-reporting/settings: the rhythm of the account's VAT regime (ADMIN). */
export const EReportingSettingsBody = z.object({ rhythm: EReportingRhythmSchema }).strict();
export type EReportingSettingsBody = z.infer<typeof EReportingSettingsBody>;

export const EReportLine = z.object({
  date: z.string(),
  rate: z.string().nullable(),
  category: z.enum(['B2C', 'INTERNATIONAL']),
  base: z.string(),
  vat: z.string(),
  count: z.number().int(),
});
export type EReportLine = z.infer<typeof EReportLine>;

/** One e-reporting flow: a period's B2C and international sales, or its payments, and where it stands. */
export const EReport = z.object({
  id: z.number().int(),
  kind: z.enum(E_REPORT_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  state: z.enum(E_REPORT_STATES),
  totalBase: z.string(),
  totalVat: z.string(),
  total: z.string(),
  lines: z.array(EReportLine),
  trackingId: z.string(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type EReport = z.infer<typeof EReport>;

/** GET /api/e-reporting: the account's rhythm and its reports, the latest period first. */
export const EReportList = z.object({
  rhythm: EReportingRhythmSchema,
  data: z.array(EReport),
});
export type EReportList = z.infer<typeof EReportList>;
