import {
  reportDeliveryProblem,
  type ReportConfiguration,
  type ReportConfigurationCreate,
  type ReportConfigurationPatch,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import {
  deleteReportConfiguration,
  findReportConfiguration,
  insertReportConfiguration,
  listReportConfigurations,
  updateReportConfiguration,
  type ReportConfigurationRow,
  type ReportConfigurationValues,
} from './report-configurations.repository.ts';

export const REPORT_NOT_FOUND_MESSAGE = "Cette configuration de rapport n'existe pas";

/** The row as the browser sees it: whether an SFTP password is stored, never the password. */
export function toReportConfiguration(row: ReportConfigurationRow): ReportConfiguration {
  const {
    sftpPasswordSealed,
    accountId: _a,
    createdAt: _c,
    lastRunDay: _d,
    attempts: _n,
    nextAttemptAt: _t,
    ...rest
  } = row;
  return {
    ...rest,
    sftpPasswordSet: sftpPasswordSealed !== null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
  };
}

/** The columns a create or patch writes; an empty or absent password keeps the stored one. */
function columnsOf(input: ReportConfigurationPatch, box: SecretBox): ReportConfigurationValues {
  const { sftpPassword, ...rest } = input;
  return {
    ...rest,
    ...(sftpPassword ? { sftpPasswordSealed: box.seal(sftpPassword) } : {}),
  };
}

export async function findOwnReportConfiguration(db: Db, auth: AuthContext, accountId: number, id: number) {
  const target = await resolveTargetAccount(db, auth, accountId);
  const row = await findReportConfiguration(db, target, id);
  if (!row) throw new NotFound(REPORT_NOT_FOUND_MESSAGE);
  return row;
}

export async function getReportConfigurations(db: Db, auth: AuthContext, accountId: number) {
  return (await listReportConfigurations(db, await resolveTargetAccount(db, auth, accountId))).map(
    toReportConfiguration,
  );
}

export async function createReportConfiguration(
  db: Db,
  box: SecretBox,
  auth: AuthContext,
  accountId: number,
  input: ReportConfigurationCreate,
): Promise<ReportConfiguration> {
  const target = await resolveTargetAccount(db, auth, accountId);
  const { name, type, frequency, ...rest } = columnsOf(input, box);
  return toReportConfiguration(
    await insertReportConfiguration(db, {
      ...rest,
      name: name!,
      type: type!,
      frequency: frequency!,
      accountId: target,
    }),
  );
}

export async function patchReportConfiguration(
  db: Db,
  box: SecretBox,
  auth: AuthContext,
  accountId: number,
  id: number,
  patch: ReportConfigurationPatch,
): Promise<ReportConfiguration> {
  const current = await findOwnReportConfiguration(db, auth, accountId, id);
  const problem = reportDeliveryProblem({ ...current, ...patch });
  if (problem) throw new Invalid(problem);
  const columns = columnsOf(patch, box);
  if (Object.keys(columns).length === 0) return toReportConfiguration(current);
  const row = await updateReportConfiguration(db, current.accountId, id, columns);
  if (!row) throw new NotFound(REPORT_NOT_FOUND_MESSAGE);
  return toReportConfiguration(row);
}

export async function removeReportConfiguration(db: Db, auth: AuthContext, accountId: number, id: number) {
  const target = await resolveTargetAccount(db, auth, accountId);
  if (!(await deleteReportConfiguration(db, target, id))) throw new NotFound(REPORT_NOT_FOUND_MESSAGE);
}
