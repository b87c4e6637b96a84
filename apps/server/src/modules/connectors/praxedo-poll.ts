import { isNull, ne, or } from 'drizzle-orm';
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
import { folderEvents } from '../../db/schema/index.ts';
import { receivePraxedoFolder } from '../folders/praxedo-folder.service.ts';
import { praxedoClient } from './connector-clients.ts';
import { sendBack, takeIn } from './connector-loop.ts';

export interface PraxedoCursor {
  /** Praxedo's own cursor: the work orders changed after it are not read yet. */
  workOrders?: string;
  /** The latest workflow event already considered for Praxedo. */
  lastEventId?: number;
}

const PAGE = 100;
/** At most this many pages of work orders per poll; the rest at the next. */
const MAX_PAGES = 10;

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
  const account = { accountId, origin: CreationOrigine.PRAXEDO };
  let workOrdersCursor = cursor.workOrders ?? null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { workOrders, cursor: next } = await client.workOrdersSince(workOrdersCursor, PAGE);
    await takeIn(
      app.db,
      account,
      workOrders,
      {
        externalNumberOf: (order) => order.id,
        create: (order) =>
          receivePraxedoFolder(app.db, accountId, folderInputOf(order), order, new Date(order.createdAt)),
        acknowledge: (order) => client.acknowledge(order.id),
        label: (order) => `Ordre de travail ${order.reference ?? order.id}`,
        // A work order Plateau cannot take stays listed by Praxedo until it is fixed there.
        acknowledgeRefused: false,
      },
      errors,
    );
    workOrdersCursor = next;
    if (workOrders.length < PAGE) break;
  }
  const sent = { lastEventId: cursor.lastEventId };
  await sendBack(
    app.db,
    account,
    sent,
    {
      // What Praxedo itself said is not told back to it.
      toldBack: or(
        isNull(folderEvents.creationOrigine),
        ne(folderEvents.creationOrigine, CreationOrigine.PRAXEDO),
      ),
      send: async (row) => {
        const status = praxedoStatusOf(row);
        if (status)
          await client.postStatus(row.externalNumber, {
            status,
            at: row.at.toISOString(),
            comment: row.text,
          });
      },
    },
    errors,
  );
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
