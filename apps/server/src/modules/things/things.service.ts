import type { Thing, ThingList, ThingListQuery, ThingPatch } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { findManagedAccount } from '../account/account.repository.ts';
import { deleteThing, findThing, listThings, updateThing, type ThingRow } from './things.repository.ts';

export const THING_NOT_FOUND = "Cet objet n'existe pas";
export const ACCOUNT_NOT_FOUND = "Ce compte n'existe pas";
export const ONLY_SUPERVISOR_ASSIGNS = "Seul un superviseur peut changer le compte d'un objet";
export const ONLY_SUPERVISOR_FILTERS = 'Seul un superviseur peut filtrer les objets par compte';

export const toThingDto = (row: ThingRow): Thing => ({
  id: row.id,
  name: row.name,
  abeewayId: row.abeewayId,
  accountId: row.accountId,
  accountName: row.accountName,
  infoDateTime: row.infoDateTime?.toISOString() ?? null,
  rssi: row.rssi,
  snr: row.snr,
  temperature: row.temperature,
  batteryLevel: row.batteryLevel,
  positionLatitude: row.positionLatitude,
  positionLongitude: row.positionLongitude,
  locationDateTime: row.locationDateTime?.toISOString() ?? null,
});

/** A supervisor may name an account it manages (or its own); another one is as if it did not exist. */
async function assertAssignable(db: Db, auth: AuthContext, accountId: number): Promise<void> {
  if (accountId === auth.accountId) return;
  if (!(await findManagedAccount(db, auth.accountId, accountId))) throw new NotFound(ACCOUNT_NOT_FOUND);
}

export async function listVisibleThings(
  db: Db,
  auth: AuthContext,
  query: ThingListQuery,
): Promise<ThingList> {
  if (query.accountId !== undefined && query.accountId > 0) {
    if (auth.nature !== 'SUPERVISOR') throw new Forbidden(ONLY_SUPERVISOR_FILTERS);
    await assertAssignable(db, auth, query.accountId);
  } else if (query.accountId !== undefined && auth.nature !== 'SUPERVISOR') {
    throw new Forbidden(ONLY_SUPERVISOR_FILTERS);
  }
  const { rows, total } = await listThings(db, auth, query);
  return { rows: rows.map(toThingDto), total };
}

/** Saves what changed (spec 1 §4): the name by anyone who sees the thing, the account by a supervisor only. */
export async function patchThing(db: Db, auth: AuthContext, id: number, patch: ThingPatch): Promise<Thing> {
  const thing = await findThing(db, auth, id);
  if (!thing) throw new NotFound(THING_NOT_FOUND);
  const values: { name?: string; accountId?: number | null } = {};
  if (patch.name !== undefined && patch.name !== thing.name) values.name = patch.name;
  if (patch.accountId !== undefined && patch.accountId !== thing.accountId) {
    if (auth.nature !== 'SUPERVISOR') throw new Forbidden(ONLY_SUPERVISOR_ASSIGNS);
    if (patch.accountId !== null) await assertAssignable(db, auth, patch.accountId);
    values.accountId = patch.accountId;
  }
  if (Object.keys(values).length === 0) return toThingDto(thing);
  if (!(await updateThing(db, auth, id, values))) throw new NotFound(THING_NOT_FOUND);
  return toThingDto((await findThing(db, auth, id)) ?? { ...thing, ...values });
}

export async function removeThing(db: Db, auth: AuthContext, id: number): Promise<void> {
  if (!(await deleteThing(db, auth, id))) throw new NotFound(THING_NOT_FOUND);
}
