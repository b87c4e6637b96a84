import { greatCircleMeters, type LatLng } from '../rules/straight-line-eta.ts';
import type { NatureIntervention, Typologie } from '../referentials/codes.ts';
import type { PlaceKind, PricedMissionKind, VehicleCategory } from './tariff-grid.ts';

const HEAVY_KG = 3500;

/** VL, VUL, PL or moto from the vehicle's type text and PTAC (kg). */
export function vehicleCategoryOf(
  type: string | null | undefined,
  ptacKg: number | null | undefined,
): VehicleCategory {
  const text = (type ?? '').toLowerCase();
  if (/moto|scooter|quad/.test(text)) return 'MOTO';
  if (ptacKg && ptacKg > HEAVY_KG) return 'PL';
  if (/poids lourd|camion|\bpl\b/.test(text)) return 'PL';
  if (/utilitaire|fourgon|\bvul\b|camionnette/.test(text)) return 'VUL';
  return 'VL';
}

/** Autoroute for a motorway call or an expressway; a place without a town is a road; else town. */
export function placeKindOf(
  typologie: Typologie | null | undefined,
  expressway: boolean | null | undefined,
  city: string | null | undefined,
): PlaceKind {
  if (typologie === 'AUTOROUTE' || expressway) return 'AUTOROUTE';
  return city && city.trim() ? 'VILLE' : 'ROUTE';
}

export function pricedMissionKindOf(nature: NatureIntervention | null | undefined): PricedMissionKind {
  if (nature === 'DEPLACEMENT_POUR_RIEN') return 'DEPLACEMENT_POUR_RIEN';
  if (nature === 'DEPANNAGE_SUR_PLACE' || nature === 'DEPANNAGE_RAPIDE_ATELIER') return 'DEPANNAGE';
  return 'REMORQUAGE';
}

/** Minutes between the arrival on the spot and the departure, or null when a step is missing. */
export function onSiteMinutes(arrivedAt: string | null | undefined, departedAt: string | null | undefined) {
  if (!arrivedAt || !departedAt) return null;
  return Math.max(0, Math.round((Date.parse(departedAt) - Date.parse(arrivedAt)) / 60_000));
}

/** The km a truck's positions drew, to the tenth; null without two positions. */
export function drivenKm(positions: readonly LatLng[]): number | null {
  if (positions.length < 2) return null;
  let meters = 0;
  for (let i = 1; i < positions.length; i++) meters += greatCircleMeters(positions[i - 1]!, positions[i]!);
  return Math.round(meters / 100) / 10;
}
