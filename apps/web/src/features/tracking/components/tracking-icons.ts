import L from 'leaflet';

/** The truck: a dark disc with a truck in it, as on the operators' map. */
export const truckIcon = L.divIcon({
  html: `<svg width="36" height="36" viewBox="0 0 30 30" role="img" aria-label="Dépanneuse"><circle cx="15" cy="15" r="14" fill="#16478a" stroke="#fff" stroke-width="2"/><path d="M7 11h10v8H7zM17 14h3.5l2.5 3v2h-6z" fill="#fff"/><circle cx="10" cy="20.5" r="1.8" fill="#fff"/><circle cx="20" cy="20.5" r="1.8" fill="#fff"/></svg>`,
  className: 'plateau-tracking-truck',
  iconSize: [36, 36],
  iconAnchor: [18, 18],
});

/** The meeting point: an orange pin, the colour of the beacons. */
export const meetingPointIcon = L.divIcon({
  html: `<svg width="30" height="44" viewBox="0 0 26 38" role="img" aria-label="Point de rendez-vous"><path d="M13 0C5.8 0 0 5.8 0 13c0 9.7 13 25 13 25s13-15.3 13-25C26 5.8 20.2 0 13 0z" fill="#e8590c" stroke="#fff" stroke-width="2"/><circle cx="13" cy="13" r="5" fill="#fff"/></svg>`,
  className: 'plateau-tracking-meeting-point',
  iconSize: [30, 44],
  iconAnchor: [15, 44],
});
