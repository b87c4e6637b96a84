// The one loop of the connectors that exchange folders with a provider (Nomad, Praxedo): take in what the
// provider offers, acknowledging an item only once Plateau has it; then send our moves back after a cursor.
// Written once because the two copies drifted: on a database failure one acknowledged the mission anyway,
// so a transient failure lost it. Here a failure that is not the item's fault stops the poll unacknowledged,
// and the next poll reads the item again.
import { and, eq, gt, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import type { CreationOrigine, EventReplay } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folderEvents, folders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { connectorFailure } from './connector-clients.ts';

/** At most this many of Plateau's moves go back per poll; the rest at the next. */
const OUTGOING_BATCH = 500;

export interface IntakeSteps<Item> {
  /** The number that names the item's folder on both sides (the folder's externalNumber). */
  externalNumberOf: (item: Item) => string;
  /** Makes the folder; an AppError means Plateau refuses this item (its reason is reported). */
  create: (item: Item, externalNumber: string) => Promise<unknown>;
  acknowledge: (item: Item) => Promise<void>;
  /** How the poll's error names the item, e.g. « Mission NMD-1 ». */
  label: (item: Item) => string;
  /** Whether an item Plateau refuses is acknowledged anyway (else the provider offers it again). */
  acknowledgeRefused: boolean;
}

/**
 * Takes in one batch: each item whose folder does not exist yet is created, then acknowledged; one already
 * known (offered again after a lost acknowledgement) is only acknowledged. A refusal is reported in `errors`;
 * any other failure (the database, the network) is thrown before the item is acknowledged.
 */
export async function takeIn<Item>(
  db: Db,
  account: { accountId: number; origin: CreationOrigine },
  items: readonly Item[],
  steps: IntakeSteps<Item>,
  errors: string[],
): Promise<void> {
  const known = await knownExternalNumbers(db, account, items.map(steps.externalNumberOf));
  for (const item of items) {
    const externalNumber = steps.externalNumberOf(item);
    if (!known.has(externalNumber)) {
      try {
        await steps.create(item, externalNumber);
        known.add(externalNumber);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push(`${steps.label(item)} : ${error.message}`);
        if (!steps.acknowledgeRefused) continue;
      }
    }
    await steps.acknowledge(item);
  }
}

async function knownExternalNumbers(
  db: Db,
  { accountId, origin }: { accountId: number; origin: CreationOrigine },
  numbers: string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ externalNumber: folders.externalNumber })
    .from(folders)
    .where(
      and(
        eq(folders.accountId, accountId),
        eq(folders.creationOrigine, origin),
        inArray(folders.externalNumber, numbers),
      ),
    );
  return new Set(rows.map((row) => row.externalNumber!));
}

/** A workflow row of a provider's folder, as it is sent back. */
export interface OutgoingMove {
  id: number;
  externalNumber: string;
  eventSource: string;
  state: string | null;
  replay: EventReplay | null;
  at: Date;
  text: string | null;
  message: string | null;
}

/**
 * Sends back, in order, the workflow rows of the account's folders from `origin` after `progress.lastEventId`
 * that `toldBack` selects. The first poll starts from now (history is not replayed). The cursor moves as each
 * row goes through, so a refusal mid-batch keeps what went; the provider's refusal is reported in `errors`.
 */
export async function sendBack(
  db: Db,
  account: { accountId: number; origin: CreationOrigine },
  progress: { lastEventId?: number },
  move: { toldBack: SQL | undefined; send: (row: OutgoingMove) => Promise<void> },
  errors: string[],
): Promise<void> {
  const ofOrigin = and(eq(folders.accountId, account.accountId), eq(folders.creationOrigine, account.origin));
  const after = progress.lastEventId;
  if (after === undefined) {
    const [row] = await db
      .select({ last: max(folderEvents.id) })
      .from(folderEvents)
      .innerJoin(folders, eq(folders.id, folderEvents.folderId))
      .where(ofOrigin);
    progress.lastEventId = row?.last ?? 0;
    return;
  }
  const rows = await db
    .select({
      id: folderEvents.id,
      externalNumber: folders.externalNumber,
      eventSource: folderEvents.eventSource,
      state: folderEvents.state,
      replay: folderEvents.replay,
      at: folderEvents.eventDateTime,
      text: folderEvents.text,
      message: folderEvents.message,
    })
    .from(folderEvents)
    .innerJoin(folders, eq(folders.id, folderEvents.folderId))
    .where(and(ofOrigin, gt(folderEvents.id, after), move.toldBack, isNotNull(folders.externalNumber)))
    .orderBy(folderEvents.id)
    .limit(OUTGOING_BATCH);
  try {
    for (const row of rows) {
      // Stops at the first refusal: the next poll sends it again, in order.
      await move.send(row as OutgoingMove);
      progress.lastEventId = row.id;
    }
  } catch (error) {
    const reason = connectorFailure(error);
    if (reason === null) throw error;
    errors.push(reason);
  }
}
