import type { PublicTracking } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';

/** '800 m' under a kilometre (to 50 m), '3,4 km' under ten, '12 km' beyond. */
export function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.max(50, Math.round(meters / 50) * 50)}\u00a0m`;
  if (meters < 10_000) return `${(Math.round(meters / 100) / 10).toLocaleString('fr-FR')}\u00a0km`;
  return `${Math.round(meters / 1000).toLocaleString('fr-FR')}\u00a0km`;
}

/** 'Arrivée estimée vers 14:35 — à 12 km', in the customer's own time zone. */
export function etaText(eta: NonNullable<PublicTracking['eta']>): string {
  return `Arrivée estimée vers ${dayjs(eta.arrivalDateTime).format('HH:mm')} — à\u00a0${distanceText(eta.distanceMeters)}`;
}
