import { z } from 'zod';
import { dateField, idParam, intField, rawTextField, textField } from '../fields.ts';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../rules/phone-email.ts';
import { daysInPeriod, REPORT_FREQUENCIES, REPORT_MAX_DAYS, REPORT_TYPES } from '../rules/report-period.ts';

export const ReportTypeSchema = z.enum(REPORT_TYPES, { error: 'Type de rapport non valide' });
export const ReportFrequencySchema = z.enum(REPORT_FREQUENCIES, { error: 'Fréquence non valide' });

export const reportTypeLabels = { DAILY: 'Journalier', WEEKLY: 'Hebdomadaire', MONTHLY: 'Mensuel' } as const;
export const reportFrequencyLabels = {
  DAILY: 'Tous les jours à 6 h',
  WEEKLY: 'Chaque lundi à 6 h',
  MONTHLY: 'Le 1er du mois à 6 h',
} as const;

export const REPORT_RUN_STATUSES = ['OK', 'ERROR'] as const;

/** A report configuration as the browser reads it: the SFTP password never leaves the server. */
export const ReportConfiguration = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ReportTypeSchema,
  frequency: ReportFrequencySchema,
  sendByEmail: z.boolean(),
  email: z.string().nullable(),
  ccEmail: z.string().nullable(),
  sendBySftp: z.boolean(),
  sftpLogin: z.string().nullable(),
  /** Whether a password is stored; the password itself is never sent back. */
  sftpPasswordSet: z.boolean(),
  sftpServer: z.string().nullable(),
  sftpPort: z.number().int().nullable(),
  sftpRemoteDirectory: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  lastRunStatus: z.enum(REPORT_RUN_STATUSES).nullable(),
  lastRunError: z.string().nullable(),
});
export type ReportConfiguration = z.infer<typeof ReportConfiguration>;
export const ReportConfigurationList = z.array(ReportConfiguration);

const email = textField(200).refine(isValidEmail, EMAIL_INVALID_MESSAGE).nullable();
const optionalText = (max: number) =>
  textField(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));
const HOST_PATTERN = /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:]+\]$/;

const fields = {
  name: textField(100).min(1, 'Le nom est obligatoire'),
  type: ReportTypeSchema,
  frequency: ReportFrequencySchema,
  sendByEmail: z.boolean(),
  email: email,
  ccEmail: email,
  sendBySftp: z.boolean(),
  sftpLogin: optionalText(100),
  /** Empty or absent keeps the stored password. */
  sftpPassword: rawTextField(200),
  sftpServer: optionalText(200).refine((v) => v === null || HOST_PATTERN.test(v), 'Serveur SFTP non valide'),
  sftpPort: intField(1, 65535).nullable(),
  sftpRemoteDirectory: optionalText(300),
};

export const REPORT_EMAIL_REQUIRED_MESSAGE = "L'e-mail est obligatoire pour l'envoi par e-mail";
export const REPORT_SFTP_REQUIRED_MESSAGE =
  "Le serveur et le login SFTP sont obligatoires pour l'envoi par SFTP";

/** What an envoi needs, checked on the saved result (a PATCH is checked merged with the stored row). */
export function reportDeliveryProblem(c: {
  sendByEmail?: boolean;
  email?: string | null;
  sendBySftp?: boolean;
  sftpServer?: string | null;
  sftpLogin?: string | null;
}): string | null {
  if (c.sendByEmail && !c.email) return REPORT_EMAIL_REQUIRED_MESSAGE;
  if (c.sendBySftp && (!c.sftpServer || !c.sftpLogin)) return REPORT_SFTP_REQUIRED_MESSAGE;
  return null;
}

/** POST /api/accounts/{id}/reportConfigurations. */
export const ReportConfigurationCreate = z
  .object(fields)
  .partial()
  .required({ name: true, type: true, frequency: true })
  .strict()
  .superRefine((c, ctx) => {
    const problem = reportDeliveryProblem(c);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
  });
export type ReportConfigurationCreate = z.infer<typeof ReportConfigurationCreate>;

/** PATCH …/{reportId}: the fields that changed. */
export const ReportConfigurationPatch = z.object(fields).partial().strict();
export type ReportConfigurationPatch = z.infer<typeof ReportConfigurationPatch>;

export const ReportConfigurationParams = z.object({ id: idParam, reportId: idParam }).strict();

export const REPORT_DATE_ORDER_MESSAGE = 'La date de fin doit être postérieure ou égale à la date de début';
export const REPORT_RANGE_MESSAGE = `La période ne doit pas dépasser ${REPORT_MAX_DAYS} jours`;

const periodShape = { startDate: dateField, endDate: dateField };
type PeriodValue = { startDate: string; endDate: string };
const checkPeriod = (q: PeriodValue, ctx: z.core.$RefinementCtx<PeriodValue>) => {
  const days = daysInPeriod(q.startDate, q.endDate);
  if (days < 1) ctx.addIssue({ code: 'custom', message: REPORT_DATE_ORDER_MESSAGE, path: ['endDate'] });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: REPORT_RANGE_MESSAGE, path: ['endDate'] });
};

/** …/filename and …/generate: the period, Paris days, both included. */
export const ReportPeriodQuery = z.object(periodShape).strict().superRefine(checkPeriod);
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuery>;

/** …/email: the period and where to send it. */
export const ReportEmailQuery = z
  .object({ ...periodShape, email: textField(200).refine(isValidEmail, EMAIL_INVALID_MESSAGE) })
  .strict()
  .superRefine(checkPeriod);
export type ReportEmailQuery = z.infer<typeof ReportEmailQuery>;

export const ReportFileName = z.object({ filename: z.string() });
export const ReportEmailQueued = z.object({ queued: z.literal(true) });

export const REPORT_EMAIL_TOAST = {
  title: 'Génération du Rapport',
  message: 'Le rapport est en cours de génération et sera envoyé par e-mail.',
};
export const REPORT_LOADING_TOAST = {
  title: 'Chargement du rapport',
  message: (file: string) => `Génération en cours du rapport ${file}...`,
};
