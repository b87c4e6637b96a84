import { and, eq, gte, inArray } from 'drizzle-orm';
import { CreationOrigine, MissionKind, outsideMoves } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts, folders, missions } from '../../db/schema/index.ts';
import { proposeCancellationByAssisteur } from '../../modules/folders/folder-outside-moves.service.ts';
import type { SimulatorRandom } from './random.ts';
import { attempt, type TickReport } from './tick-report.ts';

/** About one folder in ten is called off by its assistance company, before the truck is there. */
export const CANCELLATION_CHANCE = 0.1;
/** Only recent folders: the demo's history stays as it was seeded. */
const RECENT_MS = 3 * 3_600_000;
const MINUTE = 60_000;

const REASONS = [
  'le client a pu redémarrer son véhicule',
  'le client a trouvé une autre solution',
  'dossier ouvert en double',
];

/**
 * Now and then an assistance company proposes to cancel one of its recent Nomad folders, 10 to
 * 45 simulated minutes after sending it, if the truck has not reached the customer yet.
 */
export async function proposeCancellations(
  db: Db,
  now: Date,
  random: SimulatorRandom,
  report: TickReport,
): Promise<void> {
  const candidates = await db
    .select({ id: folders.id, createdAt: folders.creationDateTime, steps: missions.steps })
    .from(folders)
    .innerJoin(accounts, eq(accounts.id, folders.accountId))
    .innerJoin(missions, and(eq(missions.folderId, folders.id), eq(missions.kind, MissionKind.INTERVENTION)))
    .where(
      and(
        eq(accounts.nomadActive, true),
        eq(folders.creationOrigine, CreationOrigine.NOMAD),
        inArray(folders.folderState, outsideMoves.CANCELLATION_PROPOSAL.from),
        gte(folders.creationDateTime, new Date(now.getTime() - RECENT_MS)),
      ),
    );
  for (const folder of candidates) {
    const fate = random.derive('cancellation', folder.id);
    if (fate.next() >= CANCELLATION_CHANCE || folder.steps.arrivedAtDestination) continue;
    const due = folder.createdAt.getTime() + fate.between(10, 45) * MINUTE;
    if (due > now.getTime()) continue;
    await attempt(report, `Dossier ${folder.id}`, async () => {
      await proposeCancellationByAssisteur(db, folder.id, {
        text: `${outsideMoves.CANCELLATION_PROPOSAL.label} : ${fate.pick(REASONS)}`,
        at: new Date(due),
      });
      report.cancellationProposals += 1;
    });
  }
}
