import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { CSV_IMPORT_COLUMNS, type AccountEvent } from '@plateau/contracts';
import { folderEvents, folderImports, folders, missions } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/harness.ts';
import { multipartBody, type MultipartFile } from '../../test/multipart.ts';
import { runCsvImport } from './csv-import.job.ts';

/** Test helpers of the import API tests (not a test file itself). */

export const uniquePrefix = () => `T${randomBytes(4).toString('hex')}`;

export const CSV_HEADER = CSV_IMPORT_COLUMNS.map((c) => c.header).join(';');

/** A line of the template's example with that folder number, no truck unless given, and the changes. */
export function csvLine(externalNumber: string, changes: Partial<Record<string, string>> = {}): string {
  const cells: Partial<Record<string, string>> = { truck: '', externalNumber, ...changes };
  return CSV_IMPORT_COLUMNS.map((c) => cells[c.key] ?? c.example).join(';');
}

export const csvFile = (lines: readonly string[], header = CSV_HEADER) =>
  Buffer.from([header, ...lines].join('\r\n') + '\r\n', 'utf8');

export async function post(
  t: TestContext,
  url: string,
  files: readonly MultipartFile[],
  login = 'depanneur',
) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.bearer(login)), ...body.headers },
    payload: body.payload,
  });
}

/** Runs the import job of one file synchronously, as the queue would, and returns what it published. */
export async function importNow(t: TestContext, accountId: number, bytes: Buffer, qualified = true) {
  const [stored] = await t.database.db
    .insert(folderImports)
    .values({ accountId, userId: null, filename: 'dossiers.csv', qualified, content: bytes })
    .returning();
  const seen: AccountEvent[] = [];
  const stop = t.app.bus.subscribe((message) => seen.push(message.event));
  await runCsvImport(t.app.db, { importId: stored!.id });
  // The bus delivers NOTIFY asynchronously: wait for the job's final message.
  for (let i = 0; i < 100 && !seen.some((e) => e.eventType.startsWith('NOTIFY_')); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  stop();
  return { seen, outcome: seen.find((e) => e.eventType.startsWith('NOTIFY_')) };
}

export async function importedFolders(t: TestContext, accountId: number, prefix: string) {
  const db = t.database.db;
  const rows = await db.select().from(folders).where(eq(folders.accountId, accountId));
  const mine = rows.filter((f) => f.externalNumber?.startsWith(prefix));
  const ids = mine.map((f) => f.id);
  if (ids.length === 0) return { folders: [], missions: [], events: [] };
  return {
    folders: mine,
    missions: await db
      .select()
      .from(missions)
      .where(and(inArray(missions.folderId, ids))),
    events: await db.select().from(folderEvents).where(inArray(folderEvents.folderId, ids)),
  };
}
