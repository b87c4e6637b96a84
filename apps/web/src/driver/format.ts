import dayjs from 'dayjs';
import type { DriverMission, Place } from '@plateau/contracts';

export const dateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('DD/MM/YYYY HH:mm') : '';
export const time = (iso: string | null | undefined) => (iso ? dayjs(iso).format('HH:mm') : '');

export const addressOf = (place: Place | null) =>
  place
    ? [place.line1, [place.zipCode, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';

export const vehicleOf = (m: DriverMission) =>
  [m.vehicle.marque, m.vehicle.modele, m.vehicle.immatriculation, m.vehicle.couleur]
    .filter(Boolean)
    .join(' · ');

/** The phone's maps app, at a place: its coordinates when known, else its address. */
export function itineraryUrl(place: Place | null): string | null {
  if (!place) return null;
  const target =
    place.latitude != null && place.longitude != null
      ? `${place.latitude},${place.longitude}`
      : addressOf(place);
  return target ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}` : null;
}
