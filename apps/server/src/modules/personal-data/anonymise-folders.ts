import { eq, inArray } from 'drizzle-orm';
import { ANONYMISED, type CsvImportProblem } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import {
  driverReports,
  folderEvents,
  folderImports,
  folderMessages,
  folders,
  missions,
} from '../../db/schema/index.ts';
import { anonymiseJson, anonymiseText } from './anonymise.ts';

type HoldsPerson = (text: string) => boolean;

/**
 * The folders, their missions, workflow rows, messages and signed reports: the person's names and
 * texts become « Anonymisé », their phones and e-mails null (every schema reading them wants a
 * valid one), the signature image is emptied; `anonymisedAt` says so on the folder.
 */
export async function anonymiseFolders(tx: Tx, folderIds: number[], holdsPerson: HoldsPerson) {
  if (!folderIds.length) return;
  const now = new Date();
  const rows = await tx.select().from(folders).where(inArray(folders.id, folderIds));
  for (const f of rows) {
    await tx
      .update(folders)
      .set({
        customerPlace: anonymiseJson(f.customerPlace, holdsPerson, true) as typeof f.customerPlace,
        vehicule: anonymiseJson(f.vehicule, holdsPerson) as typeof f.vehicule,
        attelage: anonymiseJson(f.attelage, holdsPerson) as typeof f.attelage,
        interventionDepannage: anonymiseJson(
          f.interventionDepannage,
          holdsPerson,
        ) as typeof f.interventionDepannage,
        reportDepannage: anonymiseJson(f.reportDepannage, holdsPerson) as typeof f.reportDepannage,
        acceptation: anonymiseJson(f.acceptation, holdsPerson) as typeof f.acceptation,
        contactInfo: f.contactInfo === null ? null : ANONYMISED,
        contactPhone: null,
        anonymisedAt: now,
        version: f.version + 1,
      })
      .where(eq(folders.id, f.id));
  }
  const missionRows = await tx.select().from(missions).where(inArray(missions.folderId, folderIds));
  for (const m of missionRows) {
    await tx
      .update(missions)
      .set({
        contactInfo: m.contactInfo === null ? null : ANONYMISED,
        contactPhone: null,
        text: anonymiseText(m.text, holdsPerson),
        destinationPlace: anonymiseJson(m.destinationPlace, holdsPerson) as typeof m.destinationPlace,
      })
      .where(eq(missions.id, m.id));
  }
  const reports = await tx
    .select({ missionId: driverReports.missionId, remarks: driverReports.remarks })
    .from(driverReports)
    .where(
      inArray(
        driverReports.missionId,
        missionRows.map((m) => m.id),
      ),
    );
  for (const r of reports)
    await tx
      .update(driverReports)
      .set({
        signerName: ANONYMISED,
        remarks: anonymiseText(r.remarks, holdsPerson),
        signaturePng: Buffer.alloc(0),
      })
      .where(eq(driverReports.missionId, r.missionId));
  const events = await tx.select().from(folderEvents).where(inArray(folderEvents.folderId, folderIds));
  for (const e of events) {
    await tx
      .update(folderEvents)
      .set({
        text: anonymiseText(e.text, holdsPerson),
        message: anonymiseText(e.message, holdsPerson),
        replay: anonymiseJson(e.replay, holdsPerson) as typeof e.replay,
      })
      .where(eq(folderEvents.id, e.id));
  }
  const messages = await tx.select().from(folderMessages).where(inArray(folderMessages.folderId, folderIds));
  for (const m of messages) {
    await tx
      .update(folderMessages)
      .set({ message: anonymiseText(m.message, holdsPerson)!, author: anonymiseText(m.author, holdsPerson) })
      .where(eq(folderMessages.id, m.id));
  }
}

/**
 * The CSV imports of the account: a refused file keeps its problems for the user to read, each
 * value holding the person replaced; the file's name too. Returns how many were changed.
 */
export async function anonymiseImports(tx: Tx, accountId: number, holdsPerson: HoldsPerson) {
  const rows = await tx
    .select({ id: folderImports.id, filename: folderImports.filename, problems: folderImports.problems })
    .from(folderImports)
    .where(eq(folderImports.accountId, accountId));
  let changed = 0;
  for (const row of rows) {
    const problems = row.problems?.map(
      (p): CsvImportProblem =>
        p.value !== undefined && holdsPerson(p.value) ? { ...p, value: ANONYMISED } : p,
    );
    const filename = anonymiseText(row.filename, holdsPerson)!;
    if (JSON.stringify(problems) === JSON.stringify(row.problems) && filename === row.filename) continue;
    await tx
      .update(folderImports)
      .set({ problems: problems ?? null, filename })
      .where(eq(folderImports.id, row.id));
    changed++;
  }
  return changed;
}
