import {
  reportDeliveryProblem,
  type ReportConfiguration,
  type ReportConfigurationCreate,
  type ReportConfigurationPatch,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { OutboundUnresolved, type OutboundGuard } from '../../lib/outbound/outbound-guard.ts';
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

/** What the report services use outside the database. */
export interface ReportOutside {
  secretBox: SecretBox;
  outbound: OutboundGuard;
}

/**
 * The columns a create or patch writes; an empty or absent password keeps the stored one, unless
 * the server or its port changes: the password was entered for the old one, so it is dropped.
 */
function columnsOf(
  input: ReportConfigurationPatch,
  box: SecretBox,
  current?: ReportConfigurationRow,
): ReportConfigurationValues {
  const { sftpPassword, ...rest } = input;
  const moved =
    current !== undefined &&
    ((input.sftpServer !== undefined &&
      (input.sftpServer ?? '').toLowerCase() !== (current.sftpServer ?? '').toLowerCase()) ||
      (input.sftpPort !== undefined && input.sftpPort !== current.sftpPort));
  return {
    ...rest,
    ...(sftpPassword
      ? { sftpPasswordSealed: box.seal(sftpPassword) }
      : moved
        ? { sftpPasswordSealed: null }
        : {}),
  };
}

/**
 * Refuses (400 « Adresse non autorisée ») an SFTP server the server may not connect to, before
 * anything is saved; a name that does not resolve now is kept (each upload checks it again).
 */
async function checkSftpServer(
  guard: OutboundGuard,
  server: string | null | undefined,
  port?: number | null,
) {
  if (!server) return;
  await guard.check(server, port ?? 22).catch((error: unknown) => {
    if (!(error instanceof OutboundUnresolved)) throw error;
  });
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
  outside: ReportOutside,
  auth: AuthContext,
  accountId: number,
  input: ReportConfigurationCreate,
): Promise<ReportConfiguration> {
  const target = await resolveTargetAccount(db, auth, accountId);
  await checkSftpServer(outside.outbound, input.sftpServer, input.sftpPort);
  const { name, type, frequency, ...rest } = columnsOf(input, outside.secretBox);
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
  outside: ReportOutside,
  auth: AuthContext,
  accountId: number,
  id: number,
  patch: ReportConfigurationPatch,
): Promise<ReportConfiguration> {
  const current = await findOwnReportConfiguration(db, auth, accountId, id);
  const problem = reportDeliveryProblem({ ...current, ...patch });
  if (problem) throw new Invalid(problem);
  if (patch.sftpServer !== undefined || patch.sftpPort !== undefined) {
    const server = patch.sftpServer !== undefined ? patch.sftpServer : current.sftpServer;
    await checkSftpServer(outside.outbound, server, patch.sftpPort ?? current.sftpPort);
  }
  const columns = columnsOf(patch, outside.secretBox, current);
  if (Object.keys(columns).length === 0) return toReportConfiguration(current);
  const row = await updateReportConfiguration(db, current.accountId, id, columns);
  if (!row) throw new NotFound(REPORT_NOT_FOUND_MESSAGE);
  return toReportConfiguration(row);
}

export async function removeReportConfiguration(db: Db, auth: AuthContext, accountId: number, id: number) {
  const target = await resolveTargetAccount(db, auth, accountId);
  if (!(await deleteReportConfiguration(db, target, id))) throw new NotFound(REPORT_NOT_FOUND_MESSAGE);
}
