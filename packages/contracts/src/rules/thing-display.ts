/**
 * How a connected object's health reads (spec 1 §2 Things, §9): the battery icon by level,
 * the temperature with 2 decimals, coordinates with 6.
 */
export type BatteryIcon = 'quarter' | 'half' | 'three-quarters' | 'full' | 'charging';

/** Up to 25 a quarter, up to 50 half, up to 75 three quarters, up to 99 full, above 99 charging. */
export function batteryIcon(level: number | null | undefined): BatteryIcon | null {
  if (level === null || level === undefined || Number.isNaN(level)) return null;
  if (level <= 25) return 'quarter';
  if (level <= 50) return 'half';
  if (level <= 75) return 'three-quarters';
  if (level <= 99) return 'full';
  return 'charging';
}

const frenchFixed = (value: number, digits: number) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** '21,50 °C'; empty when unknown. */
export const formatTemperature = (celsius: number | null | undefined): string =>
  celsius === null || celsius === undefined ? '' : `${frenchFixed(celsius, 2)} °C`;

/** 45.759700 — with a point, as map links and GPS readers expect. */
export const formatCoordinate = (degrees: number): string => degrees.toFixed(6);

/** The external map at the position (spec 1 §2: opened in a new tab). */
export const externalMapUrl = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${formatCoordinate(latitude)}&mlon=${formatCoordinate(longitude)}#map=16/${formatCoordinate(latitude)}/${formatCoordinate(longitude)}`;
