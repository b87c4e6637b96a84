import {
  MAX_FAVOURITE_PLACES,
  type FavouritePlace,
  type FavouritePlaceInput,
  type FavouritePlaceList,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { placeValuesOf, toPlaceDto } from './place-dto.ts';
import {
  countPlaces,
  deletePlace,
  findPlace,
  insertPlace,
  listPlaces,
  updatePlace,
} from './places.repository.ts';

export const PLACE_NOT_FOUND = "Ce lieu n'existe pas";
export const PLACE_READ_ONLY = 'Ce lieu vient de Nomad : il ne peut être ni modifié ni supprimé ici';

export async function listAccountPlaces(db: Db, accountId: number): Promise<FavouritePlaceList> {
  const rows = await listPlaces(db, accountId);
  return { rows: rows.map(toPlaceDto), total: rows.length };
}

export async function createPlace(
  db: Db,
  accountId: number,
  input: FavouritePlaceInput,
): Promise<FavouritePlace> {
  return db.transaction(async (tx) => {
    if ((await countPlaces(tx, accountId)) >= MAX_FAVOURITE_PLACES)
      throw new Conflict(`Un compte garde au plus ${MAX_FAVOURITE_PLACES} lieux favoris`);
    return toPlaceDto(await insertPlace(tx, accountId, placeValuesOf(input)));
  });
}

/** The place of the account that may change: 404 when it is not the account's, 409 when it is Nomad's. */
async function editablePlace(db: Db, accountId: number, id: number) {
  const row = await findPlace(db, accountId, id);
  if (!row) throw new NotFound(PLACE_NOT_FOUND);
  if (row.readOnly) throw new Conflict(PLACE_READ_ONLY);
  return row;
}

export async function replacePlace(
  db: Db,
  accountId: number,
  id: number,
  input: FavouritePlaceInput,
): Promise<FavouritePlace> {
  await editablePlace(db, accountId, id);
  // The WHERE repeats the checks: a synchronisation between the read and the write wins.
  const row = await updatePlace(db, accountId, id, placeValuesOf(input));
  if (!row) throw new Conflict(PLACE_READ_ONLY);
  return toPlaceDto(row);
}

export async function removePlace(db: Db, accountId: number, id: number): Promise<void> {
  await editablePlace(db, accountId, id);
  if (!(await deletePlace(db, accountId, id))) throw new Conflict(PLACE_READ_ONLY);
}
