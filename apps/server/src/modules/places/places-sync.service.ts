import { isDeepStrictEqual } from 'node:util';
import type { PlaceSyncResult } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Forbidden, UpstreamError } from '../../lib/errors.ts';
import { NomadPlacesError, type NomadPlace, type NomadPlaces } from '../../adapters/nomad-places/index.ts';
import { findAccount } from '../account/account.repository.ts';
import { storedPlaceOf } from './place-dto.ts';
import {
  deleteSyncedPlace,
  insertPlace,
  listSyncedPlaces,
  lockAccountForSync,
  rewriteSyncedPlace,
} from './places.repository.ts';

export const NOT_NOMAD = 'La synchronisation des lieux est réservée aux comptes connectés à Nomad';

const valuesOf = (place: NomadPlace) => ({
  label: place.label,
  place: storedPlaceOf({
    companyName: place.companyName ?? null,
    ...place.address,
    gpsValide: place.address?.latitude != null && place.address.longitude != null,
    contactFirstname: place.contact?.firstname ?? null,
    contactName: place.contact?.name ?? null,
    contactPhone: place.contact?.phone ?? null,
    contactEmail: place.contact?.email ?? null,
  }),
});

/**
 * Makes the account's Nomad places (read-only here) what Nomad holds: new ones added, changed ones
 * rewritten, vanished ones removed, in one transaction; the count is of places added, changed or
 * removed. Places created here are never touched. Nomad failing changes nothing (502).
 */
export async function synchronizePlaces(
  db: Db,
  nomad: NomadPlaces,
  auth: AuthContext,
): Promise<PlaceSyncResult> {
  const account = await findAccount(db, auth.accountId);
  if (!account || account.nomadConfigurationId <= 0) throw new Forbidden(NOT_NOMAD);
  let remote: NomadPlace[];
  try {
    remote = await nomad.listPlaces(account.nomadConfigurationId);
  } catch (error) {
    if (error instanceof NomadPlacesError) throw new UpstreamError(error.message);
    throw error;
  }
  return db.transaction(async (tx) => {
    // Two synchronisations at once would both add the same Nomad place (a unique index, a 500):
    // the second waits for the first, then finds its places and has nothing left to add.
    await lockAccountForSync(tx, auth.accountId);
    const local = new Map((await listSyncedPlaces(tx, auth.accountId)).map((row) => [row.externalId!, row]));
    let count = 0;
    for (const place of new Map(remote.map((p) => [p.id, p])).values()) {
      const values = valuesOf(place);
      const row = local.get(place.id);
      local.delete(place.id);
      if (!row) {
        await insertPlace(tx, auth.accountId, { ...values, readOnly: true, externalId: place.id });
        count += 1;
      } else if (
        row.label !== values.label ||
        !isDeepStrictEqual(storedPlaceOf(row.place), values.place) ||
        !row.readOnly
      ) {
        await rewriteSyncedPlace(tx, auth.accountId, row.id, values);
        count += 1;
      }
    }
    for (const gone of local.values()) await deleteSyncedPlace(tx, auth.accountId, gone.id);
    return { count: count + local.size };
  });
}
