import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import {
  IMPORT_ACCEPTED_MESSAGE,
  type CsvImportProblems,
  MAX_CSV_IMPORT_BYTES,
  MAX_CSV_IMPORT_LINES,
  MAX_IMPORT_FILES,
  type ImportAccepted,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { folderImports } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import type { Db } from '../../db/client.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { countCsvDataLines, decodeUtf8 } from './csv-file.ts';
import { CSV_IMPORT_JOB, type CsvImportJob } from './csv-import.job.ts';
import type { UploadedFile } from './multipart-files.ts';

const MEGABYTES = MAX_CSV_IMPORT_BYTES / (1024 * 1024);

/** What can be refused in the request, before any work: size, line count, encoding. */
function assertAcceptable(file: UploadedFile): void {
  if (file.truncated || file.bytes.length > MAX_CSV_IMPORT_BYTES) {
    throw new Invalid(`Le fichier « ${file.filename} » dépasse ${MEGABYTES} Mo.`);
  }
  if (file.bytes.length === 0) throw new Invalid(`Le fichier « ${file.filename} » est vide.`);
  const lines = countCsvDataLines(file.bytes);
  if (lines > MAX_CSV_IMPORT_LINES) {
    throw new Invalid(
      `Le fichier « ${file.filename} » compte ${lines} lignes : ${MAX_CSV_IMPORT_LINES} au plus par fichier.`,
    );
  }
  if (decodeUtf8(file.bytes) === undefined) {
    throw new Invalid(`Le fichier « ${file.filename} » n'est pas encodé en UTF-8.`);
  }
}

/** Stores the files and queues one import job each; the jobs report through live messages. */
export async function acceptCsvImport(
  app: FastifyInstance,
  auth: AuthContext,
  files: readonly UploadedFile[],
  qualified: boolean,
): Promise<ImportAccepted> {
  if (files.length === 0) throw new Invalid('Aucun fichier CSV reçu (champ « csvFiles »).');
  if (files.length > MAX_IMPORT_FILES)
    throw new Invalid(`${MAX_IMPORT_FILES} fichiers CSV au plus par envoi.`);
  files.forEach(assertAcceptable);
  // The problems of files refused a week ago or more are no longer read.
  await app.db
    .delete(folderImports)
    .where(
      and(
        eq(folderImports.accountId, auth.accountId),
        isNotNull(folderImports.problems),
        lt(folderImports.createdAt, sql`now() - interval '7 days'`),
      ),
    );
  const stored = await app.db
    .insert(folderImports)
    .values(
      files.map((file) => ({
        accountId: auth.accountId,
        userId: auth.userId,
        filename: file.filename,
        qualified,
        content: file.bytes,
      })),
    )
    .returning({ id: folderImports.id });
  for (const { id } of stored) await app.jobs.send<CsvImportJob>(CSV_IMPORT_JOB, { importId: id });
  return { message: IMPORT_ACCEPTED_MESSAGE, files: files.map((file) => file.filename) };
}

const NO_PROBLEMS = "Cet import refusé n'existe pas (ou plus)";

/** Every problem of one of the account's refused files; 404 for another account's or an accepted one. */
export async function readImportProblems(db: Db, auth: AuthContext, id: number): Promise<CsvImportProblems> {
  const [row] = await db
    .select({ filename: folderImports.filename, problems: folderImports.problems })
    .from(folderImports)
    .where(and(eq(folderImports.id, id), eq(folderImports.accountId, auth.accountId)));
  if (!row?.problems) throw new NotFound(NO_PROBLEMS);
  return { filename: row.filename, problems: row.problems };
}
