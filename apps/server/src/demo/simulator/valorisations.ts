import { and, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { CreationOrigine, FolderState, ValorisationState, type Valorisation } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts, folders } from '../../db/schema/index.ts';
import { demoValorisation } from '../seed/valorisation-template.ts';
import {
  proposeValorisationByAssisteur,
  validateValorisationByAssisteur,
} from '../../modules/valorisation/valorisation-outside.service.ts';
import type { SimulatorRandom } from './random.ts';
import { attempt, type TickReport } from './tick-report.ts';

/** Only recent folders: the demo's history stays as it was seeded. */
const RECENT_MS = 6 * 3_600_000;
const MINUTE = 60_000;
const REPORTED: FolderState[] = [FolderState.REPORT, FolderState.REPORT_VALIDATED];
const WAITING_FOR_COMPANY: ValorisationState[] = [
  ValorisationState.ATTENTE_VALORISATION_ASSISTEUR,
  ValorisationState.ACCEPTEE,
];

/** The company's lines: priced by it when it makes the first proposal, blank for the provider otherwise. */
function companyLines(propositionInitiale: string | null, fate: { int(min: number, max: number): number }) {
  const lines: Valorisation = demoValorisation();
  if (propositionInitiale !== 'ASSISTEUR') return lines;
  const [flat, km, excess] = lines.items;
  flat!.prixUnitaire = fate.int(90, 160);
  km!.quantite = fate.int(0, 20);
  excess!.montantTotal = fate.int(0, 1) * 50;
  return lines;
}

/**
 * Once a recent Nomad folder is reported, its assistance company sends its valorisation lines
 * (5 to 20 simulated minutes later), and validates the provider's proposal or acceptance 5 to
 * 30 minutes after it.
 */
export async function playValorisations(db: Db, now: Date, random: SimulatorRandom, report: TickReport) {
  const candidates = await db
    .select()
    .from(folders)
    .innerJoin(accounts, eq(accounts.id, folders.accountId))
    .where(
      and(
        eq(accounts.nomadActive, true),
        eq(folders.creationOrigine, CreationOrigine.NOMAD),
        ne(folders.propositionInitiale, 'AUCUNE'),
        gte(folders.creationDateTime, new Date(now.getTime() - RECENT_MS)),
        or(
          and(isNull(folders.valorisationState), inArray(folders.folderState, REPORTED)),
          inArray(folders.valorisationState, WAITING_FOR_COMPANY),
        ),
      ),
    );
  for (const { folders: folder } of candidates) {
    const fate = random.derive('valorisation', folder.id, folder.valorisationPropositions.length);
    const since = folder.valorisationPropositions.at(-1)?.proposedAt ?? folder.updatedAt;
    const due = new Date(since).getTime() + fate.between(5, folder.valorisationState ? 30 : 20) * MINUTE;
    if (due > now.getTime()) continue;
    await attempt(report, `Dossier ${folder.id}`, async () => {
      if (folder.valorisationState)
        await validateValorisationByAssisteur(db, folder.id, { at: new Date(due) });
      else
        await proposeValorisationByAssisteur(db, folder.id, companyLines(folder.propositionInitiale, fate), {
          at: new Date(due),
        });
      report.valorisations += 1;
    });
  }
}
