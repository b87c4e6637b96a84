import { z } from 'zod';
import type { GeocodeSuggestion } from '@plateau/contracts';

/**
 * The part of the Géoplateforme / BAN answer we read: a GeoJSON FeatureCollection whose
 * properties describe a French address. Unknown fields are ignored.
 */
const BanProperties = z.object({
  label: z.string(),
  type: z.string().optional(),
  housenumber: z.string().optional(),
  street: z.string().optional(),
  name: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  citycode: z.string().optional(),
});
export type BanProperties = z.infer<typeof BanProperties>;

const BanGeometry = z.object({
  type: z.literal('Point'),
  /** GeoJSON order: longitude first. */
  coordinates: z.tuple([z.number(), z.number()]),
});

const BanFeature = z.object({
  properties: BanProperties,
  geometry: BanGeometry.nullable().optional(),
});
export type BanFeature = z.infer<typeof BanFeature>;

export const BanFeatureCollection = z.object({ features: z.array(BanFeature) });

/** A municipality result names a whole town: it has no street line. */
function streetLine(p: BanProperties): string | null {
  if (p.type === 'municipality') return null;
  if (p.name) return p.name;
  if (p.street) return [p.housenumber, p.street].filter(Boolean).join(' ');
  return null;
}

export function toSuggestion(feature: BanFeature): GeocodeSuggestion {
  const p = feature.properties;
  const [longitude, latitude] = feature.geometry?.coordinates ?? [null, null];
  return {
    line1: streetLine(p),
    line2: null,
    line3: null,
    zipCode: p.postcode ?? null,
    city: p.city ?? null,
    country: 'France',
    latitude,
    longitude,
    label: p.label,
    descriptionLieu: null,
    codeInsee: p.citycode ?? null,
    hasGeometry: feature.geometry != null,
  };
}
