import { z } from 'zod';
import { idParam, isSafeText, TEXT_INVALID_MESSAGE, textTooLongMessage } from './fields.ts';
import { Place, PlaceInput } from './folders/place.ts';

export const PLACE_LABEL_REQUIRED_MESSAGE = 'Le libellé est obligatoire';
/** An account keeps at most this many favourite places: the list is read whole (spec 1 §7). */
export const MAX_FAVOURITE_PLACES = 2_000;

/** A favourite place (spec 1 §2 'Mes destinations'): the place panel's fields, plus who may edit it. */
export const FavouritePlace = Place.omit({ date: true }).extend({
  id: z.number().int(),
  /** The spec's list row names the place: the label. */
  name: z.string(),
  label: z.string(),
  /** Synchronised from Nomad: neither edited nor deleted here (spec 1 §5). */
  readOnly: z.boolean(),
});
export type FavouritePlace = z.infer<typeof FavouritePlace>;

export const FavouritePlaceList = z.object({ rows: z.array(FavouritePlace), total: z.number().int() });
export type FavouritePlaceList = z.infer<typeof FavouritePlaceList>;

/** POST /api/places and PUT /api/places/{id}: the panel's fields; the label is required. */
export const FavouritePlaceInput = PlaceInput.omit({ id: true, date: true })
  .extend({
    label: z
      .string({ error: PLACE_LABEL_REQUIRED_MESSAGE })
      .trim()
      .min(1, PLACE_LABEL_REQUIRED_MESSAGE)
      .max(200, textTooLongMessage(200))
      .refine(isSafeText, TEXT_INVALID_MESSAGE),
    /** Sent back by clients that post the row they read; ignored (the server decides). */
    readOnly: z.boolean().optional(),
    name: z.string().max(200).refine(isSafeText, TEXT_INVALID_MESSAGE).optional(),
  })
  .strict();
export type FavouritePlaceInput = z.infer<typeof FavouritePlaceInput>;

export const PlaceIdParams = z.object({ id: idParam }).strict();

/** POST /api/places/synchronize: how many favourite places the synchronisation added, changed or removed. */
export const PlaceSyncResult = z.object({ count: z.number().int().min(0) });
export type PlaceSyncResult = z.infer<typeof PlaceSyncResult>;
