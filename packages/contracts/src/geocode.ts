import { z } from 'zod';
import { Address } from './account.ts';
import { isSafeText, TEXT_INVALID_MESSAGE } from './fields.ts';

/** Below this many characters the address API is not asked: the answer is an empty list. */
export const GEOCODE_MIN_QUERY_LENGTH = 3;
export const GEOCODE_MAX_LIMIT = 20;

/** GET /api/geocode?q=…&limit=… */
export const GeocodeQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(200, "L'adresse recherchée ne doit pas dépasser 200 caractères")
      .refine(isSafeText, TEXT_INVALID_MESSAGE),
    limit: z.coerce.number().int().min(1).max(GEOCODE_MAX_LIMIT).default(5),
  })
  .strict();
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

/**
 * One suggestion of the address autocomplete: an Address ready to fill the place panel.
 * Without geometry, latitude and longitude are null and the web app keeps the typed
 * text as descriptionLieu instead (spec 1, section 5).
 */
export const GeocodeSuggestion = Address.extend({
  /** The city's INSEE code, for the place panel. */
  codeInsee: z.string().nullable(),
  hasGeometry: z.boolean(),
});
export type GeocodeSuggestion = z.infer<typeof GeocodeSuggestion>;

export const GeocodeResult = z.array(GeocodeSuggestion);
export type GeocodeResult = z.infer<typeof GeocodeResult>;
