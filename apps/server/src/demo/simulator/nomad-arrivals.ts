import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { CreationOrigine, FolderState } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import { receiveNomadFolder } from '../../modules/folders/nomad-folder.service.ts';
import type { Point } from './geo.ts';
import { drawNomadFolder } from './nomad-folder-draw.ts';
import type { SimulatorRandom } from './random.ts';
import { attempt, type TickReport } from './tick-report.ts';

/** Folders an operator leaves unanswered before the assistance companies stop sending more. */
export const MAX_WAITING_FOLDERS = 8;
const WAITING = [FolderState.CREATED, FolderState.WAITING];
const MINUTE = 60_000;

/**
 * Every few simulated minutes (4 to 12, drawn per folder from the seed) an assistance company
 * sends the account a new folder, while fewer than MAX_WAITING_FOLDERS wait for an answer.
 */
export async function bringNomadFolder(
  db: Db,
  account: { id: number; base: Point },
  now: Date,
  random: SimulatorRandom,
  report: TickReport,
): Promise<void> {
  const nomad = and(eq(folders.accountId, account.id), eq(folders.creationOrigine, CreationOrigine.NOMAD));
  const [latest] = await db
    .select({ id: folders.id, at: folders.creationDateTime })
    .from(folders)
    .where(nomad)
    .orderBy(desc(folders.creationDateTime), desc(folders.id))
    .limit(1);
  const gap = latest ? random.derive('arrival', latest.id).between(4, 12) * MINUTE : 0;
  const due = (latest?.at.getTime() ?? 0) + gap;
  if (due > now.getTime()) return;
  const [{ waiting } = { waiting: 0 }] = await db
    .select({ waiting: count() })
    .from(folders)
    .where(and(nomad, inArray(folders.folderState, WAITING)));
  if (waiting >= MAX_WAITING_FOLDERS) return;
  // On time when the tick is, else (the demo's old folders, a restart) now.
  const at = due >= now.getTime() - 5 * MINUTE ? new Date(due) : now;
  const input = drawNomadFolder(random, account.base, at, latest?.id ?? 0);
  if (!input) return;
  await attempt(report, `Nouveau dossier Nomad du compte ${account.id}`, async () => {
    await receiveNomadFolder(db, account.id, input, at);
    report.foldersReceived += 1;
  });
}
