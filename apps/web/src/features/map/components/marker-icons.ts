import L from 'leaflet';
import type { MapMissionKind } from '@plateau/contracts';

/** Spec 1 §2: green for missions under way, blue for those without a truck yet. */
export const MISSION_COLORS: Record<MapMissionKind, string> = { pending: '#2f9e44', unassigned: '#1c7ed6' };

const pin = (color: string) =>
  `<svg width="26" height="38" viewBox="0 0 26 38" aria-hidden="true"><path d="M13 0C5.8 0 0 5.8 0 13c0 9.7 13 25 13 25s13-15.3 13-25C26 5.8 20.2 0 13 0z" fill="${color}" stroke="#fff" stroke-width="2"/><circle cx="13" cy="13" r="5" fill="#fff"/></svg>`;

export const missionIcon = (kind: MapMissionKind) =>
  L.divIcon({
    html: pin(MISSION_COLORS[kind]),
    className: `plateau-mission-marker plateau-mission-${kind}`,
    iconSize: [26, 38],
    iconAnchor: [13, 38],
    popupAnchor: [0, -34],
  });

/** A truck is a dark disc with a truck in it, unlike the missions' pins. */
export const truckIcon = L.divIcon({
  html: `<svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><circle cx="15" cy="15" r="14" fill="#343a40" stroke="#fff" stroke-width="2"/><path d="M7 11h10v8H7zM17 14h3.5l2.5 3v2h-6z" fill="#fff"/><circle cx="10" cy="20.5" r="1.8" fill="#fff"/><circle cx="20" cy="20.5" r="1.8" fill="#fff"/></svg>`,
  className: 'plateau-truck-marker',
  iconSize: [30, 30],
  iconAnchor: [15, 15],
  popupAnchor: [0, -14],
});
