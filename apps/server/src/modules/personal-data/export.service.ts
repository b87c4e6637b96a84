import { and, desc, eq } from 'drizzle-orm';
import { maskTerm, parsePersonQuery, type PersonalDataExport } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { personalDataExports } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { recordJournal, type JournalActor } from '../journal/journal.service.ts';
import { exportContent } from './export-content.ts';
import { exportSummaryPdf } from './export-pdf.ts';
import { findPerson } from './person-search.ts';

export const PERSONAL_DATA_EXPORT_JOB = 'personal-data.export';

const columns = {
  id: personalDataExports.id,
  status: personalDataExports.status,
  progress: personalDataExports.progress,
  filename: personalDataExports.filename,
  error: personalDataExports.error,
};

/** Queues the export of a person (RGPD art. 15 and 20); the job builds the ZIP. */
export async function startExport(
  app: FastifyInstance,
  actor: JournalActor & { userId: number },
  term: string,
): Promise<PersonalDataExport> {
  const row = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(personalDataExports)
      .values({ accountId: actor.accountId, userId: actor.userId, query: term })
      .returning(columns);
    await recordJournal(
      tx,
      actor,
      'PERSONAL_DATA_EXPORT',
      `Export de « ${maskTerm(term)} » demandé (n° ${created!.id})`,
    );
    return created!;
  });
  await app.jobs.send(PERSONAL_DATA_EXPORT_JOB, { exportId: row.id });
  return row;
}

export async function exportStatus(db: Db, accountId: number, id: number): Promise<PersonalDataExport> {
  const [row] = await db
    .select(columns)
    .from(personalDataExports)
    .where(and(eq(personalDataExports.accountId, accountId), eq(personalDataExports.id, id)));
  if (!row) throw new NotFound('Export introuvable');
  return row;
}

export async function latestExports(db: Db, accountId: number): Promise<PersonalDataExport[]> {
  return db
    .select(columns)
    .from(personalDataExports)
    .where(eq(personalDataExports.accountId, accountId))
    .orderBy(desc(personalDataExports.id))
    .limit(10);
}

export async function exportFile(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ filename: personalDataExports.filename, content: personalDataExports.content })
    .from(personalDataExports)
    .where(
      and(
        eq(personalDataExports.accountId, accountId),
        eq(personalDataExports.id, id),
        eq(personalDataExports.status, 'READY'),
      ),
    );
  if (!row?.content || !row.filename) throw new NotFound('Export introuvable ou pas encore prêt');
  return { filename: row.filename, content: row.content };
}

const setProgress = (db: Db, id: number, values: Partial<typeof personalDataExports.$inferInsert>) =>
  db.update(personalDataExports).set(values).where(eq(personalDataExports.id, id));

/** The job: finds the person again, writes data.json, resume.pdf and the documents into one ZIP. */
export async function runExport(db: Db, exportId: number): Promise<void> {
  const [job] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, exportId));
  if (!job || job.status === 'READY') return;
  try {
    await setProgress(db, exportId, { status: 'RUNNING', progress: 10 });
    const query = parsePersonQuery(job.query);
    if (!query) throw new Error('recherche non valide');
    const found = await findPerson(db, job.accountId, query);
    const { data, documents } = await exportContent(db, job.accountId, query, found);
    await setProgress(db, exportId, { progress: 40 });
    // Loaded on first use (issue 24 §5): exports are rare.
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('data.json', JSON.stringify({ ...data, query: job.query }, null, 2));
    zip.file('resume.pdf', await exportSummaryPdf(job.query, data));
    await setProgress(db, exportId, { progress: 70 });
    for (const document of documents) zip.file(document.path, document.content);
    const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await setProgress(db, exportId, {
      status: 'READY',
      progress: 100,
      content,
      filename: `donnees-personnelles-${exportId}.zip`,
      finishedAt: new Date(),
    });
  } catch (error) {
    await setProgress(db, exportId, {
      status: 'FAILED',
      error: `L’export a échoué : ${(error as Error).message}`,
      finishedAt: new Date(),
    });
  }
}
