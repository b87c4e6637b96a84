import {
  lastDueRunDay,
  parisDayStart,
  REPORT_RUN_HOUR,
  scheduledPeriod,
  type BusinessNature,
  type AssistanceProvider,
  type ReportPeriod,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/access-token.ts';
import { NotFound } from '../../lib/errors.ts';
import { XLSX_CONTENT_TYPE, buildReportWorkbook } from './report-workbook.ts';
import {
  deliveringConfigurations,
  findReportConfiguration,
  reportAccount,
  updateReportConfiguration,
  type ReportConfigurationRow,
} from './report-configurations.repository.ts';

/** What delivering a report needs from the app (not the app itself: app.ts registers this module's routes). */
type App = Pick<FastifyInstance, 'db' | 'jobs' | 'mailer' | 'secretBox' | 'sftpUploader' | 'log'>;

export const REPORT_EMAIL_JOB = 'report-configuration-email';
export const REPORT_SCHEDULE_JOB = 'report-configurations-schedule';
/** A failed scheduled run is tried again after 10, then 20 minutes; the third failure gives up that day. */
export const REPORT_MAX_ATTEMPTS = 3;
const RETRY_MINUTES = 10;

export interface ReportEmailJob {
  accountId: number;
  configurationId: number;
  startDate: string;
  endDate: string;
  email: string;
}

const dayLabel = (day: string) => day.split('-').reverse().join('-');

/** « Nom du 01-11-2026 au 07-11-2026.xlsx »: nothing a file system or a header would refuse. */
export function reportFileName(name: string, period: ReportPeriod): string {
  const safe =
    [...name]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'Rapport';
  const days =
    period.startDate === period.endDate
      ? `du ${dayLabel(period.startDate)}`
      : `du ${dayLabel(period.startDate)} au ${dayLabel(period.endDate)}`;
  return `${safe} ${days}.xlsx`;
}

/** The missions a report of the account covers are those its dashboard counts (stats scope). */
async function scopeOf(app: App, accountId: number): Promise<AuthContext> {
  const account = await reportAccount(app.db, accountId);
  if (!account) throw new NotFound("Ce compte n'existe pas");
  return {
    accountId,
    userId: 0,
    nature: account.nature as BusinessNature,
    assistanceProvider: account.assistanceProvider as AssistanceProvider | null,
    role: 'ADMIN',
  };
}

export async function generateReport(app: App, row: ReportConfigurationRow, period: ReportPeriod) {
  const content = await buildReportWorkbook(app.db, await scopeOf(app, row.accountId), row.name, period);
  return { filename: reportFileName(row.name, period), content };
}

async function emailReport(
  app: App,
  row: ReportConfigurationRow,
  period: ReportPeriod,
  to: string[],
  cc: string[],
) {
  const { filename, content } = await generateReport(app, row, period);
  await app.mailer.send({
    to,
    cc,
    subject: `Rapport ${row.name}`,
    text: `Bonjour,\n\nVeuillez trouver ci-joint le rapport « ${row.name} » (${filename.replace(/\.xlsx$/, '')}).\n\nPlateau`,
    attachments: [{ filename, content, contentType: XLSX_CONTENT_TYPE }],
  });
}

/** POST …/email: queued, generated and sent by a worker (the answer does not wait for it). */
export async function queueReportEmail(
  app: App,
  row: ReportConfigurationRow,
  period: ReportPeriod,
  email: string,
) {
  await app.jobs.send<ReportEmailJob>(REPORT_EMAIL_JOB, {
    accountId: row.accountId,
    configurationId: row.id,
    ...period,
    email,
  });
}

export async function runReportEmailJob(app: App, job: ReportEmailJob) {
  const row = await findReportConfiguration(app.db, job.accountId, job.configurationId);
  // Deleted since it was asked for: nothing to send, and nothing a retry would change.
  if (!row) return;
  await emailReport(app, row, { startDate: job.startDate, endDate: job.endDate }, [job.email], []);
}

/** A scheduled run: by e-mail and/or SFTP, as configured; the file is generated once. */
export async function deliverReport(app: App, row: ReportConfigurationRow, period: ReportPeriod) {
  const { filename, content } = await generateReport(app, row, period);
  if (row.sendByEmail && row.email) {
    await app.mailer.send({
      to: [row.email],
      cc: row.ccEmail ? [row.ccEmail] : [],
      subject: `Rapport ${row.name}`,
      text: `Bonjour,\n\nVeuillez trouver ci-joint le rapport « ${row.name} ».\n\nPlateau`,
      attachments: [{ filename, content, contentType: XLSX_CONTENT_TYPE }],
    });
  }
  if (row.sendBySftp && row.sftpServer && row.sftpLogin) {
    await app.sftpUploader.upload(
      {
        host: row.sftpServer,
        port: row.sftpPort ?? 22,
        username: row.sftpLogin,
        password: row.sftpPasswordSealed ? app.secretBox.open(row.sftpPasswordSealed) : '',
        remoteDirectory: row.sftpRemoteDirectory,
      },
      filename,
      content,
    );
  }
}

/** The scheduled day a configuration owes now, if any (created after that day's run: the next one). */
export function dueRunDay(row: ReportConfigurationRow, now: Date): string | null {
  if (!row.sendByEmail && !row.sendBySftp) return null;
  const day = lastDueRunDay(row.frequency, now);
  if (!day || parisDayStart(day, REPORT_RUN_HOUR) <= row.createdAt) return null;
  if (row.lastRunDay && row.lastRunDay >= day) return null;
  if (row.nextAttemptAt && row.nextAttemptAt > now) return null;
  return day;
}

/**
 * Sends every configuration due at `now` (the recurring job calls it every minute, on one
 * instance). One failing configuration does not stop the others; it is retried later.
 */
export async function runDueReports(app: App, now = new Date()): Promise<number> {
  let ran = 0;
  for (const row of await deliveringConfigurations(app.db)) {
    const day = dueRunDay(row, now);
    if (!day) continue;
    ran++;
    try {
      await deliverReport(app, row, scheduledPeriod(row.type, day));
      await updateReportConfiguration(app.db, row.accountId, row.id, {
        lastRunDay: day,
        lastRunAt: now,
        lastRunStatus: 'OK',
        lastRunError: null,
        attempts: 0,
        nextAttemptAt: null,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const givenUp = attempts >= REPORT_MAX_ATTEMPTS;
      app.log.warn({ err: error, reportConfigurationId: row.id, attempts }, "l'envoi du rapport a échoué");
      await updateReportConfiguration(app.db, row.accountId, row.id, {
        lastRunAt: now,
        lastRunStatus: 'ERROR',
        lastRunError: (error as Error).message.slice(0, 500),
        ...(givenUp
          ? { lastRunDay: day, attempts: 0, nextAttemptAt: null }
          : { attempts, nextAttemptAt: new Date(now.getTime() + attempts * RETRY_MINUTES * 60_000) }),
      });
    }
  }
  return ran;
}
