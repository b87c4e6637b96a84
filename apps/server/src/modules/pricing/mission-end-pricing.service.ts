import { and, between, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import {
  formatEuros,
  keepOperatorChanges,
  MissionKind,
  MissionState,
  type ValorisationItem,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folderPricings, folders, missions, tariffGrids } from '../../db/schema/index.ts';
import { commitFolderChange, lockFolder, type FolderRow } from '../folder-core/index.ts';
import {
  pricedValorisation,
  valorisationItemOf,
  valorisationRefusal,
} from './folder-pricing-apply.service.ts';
import { findPricingRow, upsertPricingRow, type FolderPricingRow } from './folder-pricing.repository.ts';
import { proposeFolderLines, SETTLED_STATES } from './folder-pricing.service.ts';

export const MISSION_END_PRICING_JOB = 'pricing.mission-end';
/** Seconds between two passes: a folder is priced at most this long after its mission ended. */
export const MISSION_END_PRICING_SECONDS = 20;
/** Folders called longer ago than this are history: a pass never prices them. */
const RECENT_DAYS = 7;
const BATCH = 50;
const ENDED = [MissionState.MISSION_FINISH, MissionState.MISSION_AUTO_FINISH];

/** When the intervention ended: the driver's last step, else (an automatic end) the folder's call. */
const endedAt = sql<Date>`coalesce((${missions.steps}->'finished'->>'dateTime')::timestamptz, ${folders.creationDateTime})`;

/**
 * The recent folders of accounts that price by grid whose intervention ended and that were not
 * priced since: never priced, or priced (« Calculer le prix ») before the end.
 */
async function endedUnpriced(db: Db, now: Date) {
  return db
    .select({ folderId: folders.id, accountId: folders.accountId, endedAt })
    .from(folders)
    .innerJoin(missions, and(eq(missions.folderId, folders.id), eq(missions.kind, MissionKind.INTERVENTION)))
    .leftJoin(folderPricings, eq(folderPricings.folderId, folders.id))
    .where(
      and(
        inArray(folders.accountId, db.selectDistinct({ id: tariffGrids.accountId }).from(tariffGrids)),
        inArray(folders.missionState, ENDED),
        between(folders.creationDateTime, new Date(now.getTime() - RECENT_DAYS * 86_400_000), now),
        or(
          isNull(folders.valorisationState),
          notInArray(folders.valorisationState, [...SETTLED_STATES] as never[]),
        ),
        or(isNull(folderPricings.folderId), lt(folderPricings.computedAt, endedAt)),
      ),
    )
    .limit(BATCH);
}

const itemKey = (item: ValorisationItem) => `${item.libelle}|${item.quantite}|${item.prixUnitaire}`;

/**
 * Whether the end's price goes into the valorisation: when it is empty, or holds the previous
 * price as it was taken (« Reprendre dans la valorisation »), untouched. A valorisation the
 * operator typed, the assistance company's, or a settled one is left as it is.
 */
function takesPrice(folder: FolderRow, previous: FolderPricingRow | undefined): boolean {
  if (valorisationRefusal(folder)) return false;
  const items = folder.valorisation?.items ?? [];
  if (items.length === 0) return true;
  const taken = previous?.lines.map(valorisationItemOf) ?? [];
  return items.map(itemKey).join('\n') === taken.map(itemKey).join('\n');
}

/**
 * Prices one ended folder as « Calculer le prix » would, keeping every line the operator changed,
 * and fills its valorisation with the lines unless the assistance company wrote it or it is
 * settled. False when nothing priced it (no grid and not a motorway call).
 */
export async function priceEndedFolder(db: Db, accountId: number, folderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, eq(folders.accountId, accountId), folderId);
    if (!folder || SETTLED_STATES.has(folder.valorisationState ?? '')) return false;
    const proposal = await proposeFolderLines(tx, accountId, folder);
    if (!proposal) return false;
    const previous = await findPricingRow(tx, accountId, folderId, true);
    const lines = keepOperatorChanges(previous?.lines ?? [], proposal.lines);
    const pricing = await upsertPricingRow(tx, accountId, folderId, { ...proposal, lines });
    const total = formatEuros(lines.reduce((sum, line) => sum + line.totalHtCents, 0) / 100);
    const text = `Prix proposé à la fin de la mission : ${total} HT (${pricing.gridName})`;
    const valorisation = takesPrice(folder, previous) ? pricedValorisation(folder, pricing) : undefined;
    await commitFolderChange(tx, folder, {
      ...(valorisation && { columns: { valorisation } }),
      events: [{ text }],
      origin: null,
    });
    return true;
  });
}

/**
 * One pass (a pg-boss chain): every folder whose mission ended since its last price gets the lines
 * of its grid. A periodic pass rather than a call from the driver's step: the step stays the
 * driver's, and a folder whose end came while the server was down is priced all the same.
 */
export async function priceEndedMissions(db: Db, now = new Date()): Promise<number> {
  let priced = 0;
  for (const { folderId, accountId } of await endedUnpriced(db, now)) {
    if (await priceEndedFolder(db, accountId, folderId)) priced++;
  }
  return priced;
}
