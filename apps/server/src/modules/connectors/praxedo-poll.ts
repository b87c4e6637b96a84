import { and, eq, gt, inArray, isNotNull, isNull, max, ne, or } from 'drizzle-orm';
import {
  CreationOrigine,
  FolderEventSource,
  FolderState,
  isValidPhone,
  type EventReplay,
  type FolderCreate,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import type { PraxedoStatus, PraxedoWorkOrder } from '../../adapters/praxedo/index.ts';
import { folderEvents, folders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { receivePraxedoFolder } from '../folders/praxedo-folder.service.ts';
import { connectorFailure, praxedoClient } from './connector-clients.ts';

export interface PraxedoCursor {
  /** Praxedo's own cursor: the work orders changed after it are not read yet. */
  workOrders?: string;
  /** The latest workflow event already considered for Praxedo. */
  lastEventId?: number;
}

const PAGE = 100;
/** At most this many pages of work orders per poll; the rest at the next. */
const MAX_PAGES = 10;
const OUTGOING_BATCH = 500;

/**
 * One Praxedo poll of an account. Work orders in: each one not yet known becomes a PRAXEDO folder
 * (its Praxedo id is the folder's externalNumber), then is acknowledged; one already known (listed
 * again after a change, or after a lost cursor) is only acknowledged; one Plateau cannot take (no
 * address…) is not acknowledged and its reason is the poll's error. Status out: what happened on
 * the account's PRAXEDO folders since the last poll, posted in order (see praxedoStatusOf).
 */
export async function pollPraxedo(
  app: FastifyInstance,
  accountId: number,
  values: Record<string, unknown>,
  cursor: PraxedoCursor,
): Promise<{ cursor: PraxedoCursor; errors: string[] }> {
  const client = praxedoClient(app.outbound, values);
  const errors: string[] = [];
  let workOrdersCursor = cursor.workOrders ?? null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { workOrders, cursor: next } = await client.workOrdersSince(workOrdersCursor, PAGE);
    const known = await knownWorkOrders(
      app,
      accountId,
      workOrders.map((order) => order.id),
    );
    for (const order of workOrders) {
      if (!known.has(order.id)) {
        try {
          await receivePraxedoFolder(
            app.db,
            accountId,
            folderInputOf(order),
            order,
            new Date(order.createdAt),
          );
          known.add(order.id);
        } catch (error) {
          // A database failure is not the work order's fault: the poll stops and reads it again.
          if (!(error instanceof AppError)) throw error;
          errors.push(`Ordre de travail ${order.reference ?? order.id} : ${error.message}`);
          continue;
        }
      }
      await client.acknowledge(order.id);
    }
    workOrdersCursor = next;
    if (workOrders.length < PAGE) break;
  }
  const sent = { lastEventId: cursor.lastEventId };
  try {
    await sendStatuses(app, accountId, client, sent);
  } catch (error) {
    const reason = connectorFailure(error);
    if (reason === null) throw error;
    errors.push(reason);
  }
  return {
    cursor: { workOrders: workOrdersCursor ?? undefined, lastEventId: sent.lastEventId },
    errors,
  };
}

/** The new-folder form's body for a work order. */
export function folderInputOf(order: PraxedoWorkOrder): FolderCreate {
  const phone = order.customer?.phone?.trim();
  const validPhone = phone && isValidPhone(phone) ? phone : undefined;
  const { latitude, longitude } = order.address ?? {};
  const located = latitude != null && longitude != null;
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, v]) => v != null && v !== '')) as T;
  return {
    externalNumber: order.id,
    origineNumber: order.reference ?? undefined,
    // An unreadable phone is kept for the operator rather than refusing the work order.
    contactInfo: phone && !validPhone ? `Téléphone donné par Praxedo : ${phone}` : undefined,
    customerPlace: defined({
      contactName: order.customer?.name,
      contactPhone: validPhone,
      line1: order.address?.street,
      zipCode: order.address?.zipCode,
      city: order.address?.city,
      ...(located ? { latitude, longitude, gpsValide: true } : {}),
    }),
    vehicule: defined({
      immatriculation: order.vehicle?.registration,
      marque: order.vehicle?.brand,
      modele: order.vehicle?.model,
    }),
    interventionDepannage: defined({ commentaire: order.description }),
    missionIntervention: defined({
      missionDateTime: order.requestedDate ?? order.createdAt,
      text: order.description,
    }),
  } as FolderCreate;
}

async function knownWorkOrders(app: FastifyInstance, accountId: number, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await app.db
    .select({ externalNumber: folders.externalNumber })
    .from(folders)
    .where(
      and(
        eq(folders.accountId, accountId),
        eq(folders.creationOrigine, CreationOrigine.PRAXEDO),
        inArray(folders.externalNumber, ids),
      ),
    );
  return new Set(rows.map((row) => row.externalNumber!));
}

const FOLDER_STATUSES: Partial<Record<string, PraxedoStatus>> = {
  // The operator sends the work to a truck: that is the provider taking the work order.
  [FolderState.WAITING]: 'ACCEPTED',
  [FolderState.REFUSED]: 'REFUSED',
  [FolderState.CANCELED]: 'CANCELLED',
  [FolderState.CLOSED]: 'CLOSED',
};
const STEP_STATUSES: Partial<Record<string, PraxedoStatus>> = {
  started: 'STARTED',
  arrivedAtDestination: 'ON_SITE',
  finished: 'FINISHED',
};

/**
 * The Praxedo status a workflow row means, or null: the folder's moves (sent to a truck =
 * ACCEPTED, refused, cancelled, closed) and the intervention's steps reported by the driver
 * (started, on site, finished). Everything else (messages, edits, relivraison) stays in Plateau.
 */
export function praxedoStatusOf(row: {
  eventSource: string;
  state: string | null;
  replay: EventReplay | null;
}): PraxedoStatus | null {
  if (row.eventSource === FolderEventSource.FOLDER) return FOLDER_STATUSES[row.state ?? ''] ?? null;
  if (row.eventSource === FolderEventSource.MISSION_INTERVENTION && row.replay?.kind === 'missionStep')
    return STEP_STATUSES[row.replay.step] ?? null;
  return null;
}

async function sendStatuses(
  app: FastifyInstance,
  accountId: number,
  client: ReturnType<typeof praxedoClient>,
  /** Moves forward as statuses are accepted, so a refusal mid-batch keeps what went through. */
  progress: { lastEventId?: number },
): Promise<void> {
  const after = progress.lastEventId;
  const onPraxedoFolders = and(
    eq(folders.accountId, accountId),
    eq(folders.creationOrigine, CreationOrigine.PRAXEDO),
  );
  if (after === undefined) {
    // The first poll starts from now: history is not replayed to Praxedo.
    const [row] = await app.db
      .select({ last: max(folderEvents.id) })
      .from(folderEvents)
      .innerJoin(folders, eq(folders.id, folderEvents.folderId))
      .where(onPraxedoFolders);
    progress.lastEventId = row?.last ?? 0;
    return;
  }
  const rows = await app.db
    .select({
      id: folderEvents.id,
      externalNumber: folders.externalNumber,
      eventSource: folderEvents.eventSource,
      state: folderEvents.state,
      replay: folderEvents.replay,
      at: folderEvents.eventDateTime,
      text: folderEvents.text,
    })
    .from(folderEvents)
    .innerJoin(folders, eq(folders.id, folderEvents.folderId))
    .where(
      and(
        onPraxedoFolders,
        gt(folderEvents.id, after),
        // What Praxedo itself said is not told back to it.
        or(isNull(folderEvents.creationOrigine), ne(folderEvents.creationOrigine, CreationOrigine.PRAXEDO)),
        isNotNull(folders.externalNumber),
      ),
    )
    .orderBy(folderEvents.id)
    .limit(OUTGOING_BATCH);
  for (const row of rows) {
    const status = praxedoStatusOf(row);
    // Stops at the first refusal: the next poll sends it again, in order.
    if (status)
      await client.postStatus(row.externalNumber!, {
        status,
        at: row.at.toISOString(),
        comment: row.text,
      });
    progress.lastEventId = row.id;
  }
}
