import type { PublicTracking } from '@plateau/contracts';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { FRANCE_CENTER, FRANCE_ZOOM, TILE_ATTRIBUTION, TILE_URL, type LatLng } from '../../../lib/leaflet.ts';
import { meetingPointIcon, truckIcon } from './tracking-icons.ts';

const CLOSE_ZOOM = 14;

/** Keeps both markers in view: fits them when one appears or the truck moves; the user may zoom meanwhile. */
function FitPoints({ points }: { points: LatLng[] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const parsed = JSON.parse(key) as LatLng[];
    if (parsed.length === 1) map.setView(parsed[0]!, CLOSE_ZOOM);
    if (parsed.length > 1) map.fitBounds(parsed, { padding: [48, 48], maxZoom: 15 });
  }, [key, map]);
  return null;
}

/** The truck and the meeting point; the truck's marker moves with every poll. */
export function TrackingMap({ tracking }: { tracking: PublicTracking }) {
  const truck: LatLng | null = tracking.truck ? [tracking.truck.latitude, tracking.truck.longitude] : null;
  const meeting: LatLng | null = tracking.meetingPoint
    ? [tracking.meetingPoint.latitude, tracking.meetingPoint.longitude]
    : null;
  const points = [truck, meeting].filter((p): p is LatLng => p !== null);
  return (
    <MapContainer
      center={points[0] ?? FRANCE_CENTER}
      zoom={points.length ? CLOSE_ZOOM : FRANCE_ZOOM}
      zoomControl={false}
      style={{ height: '100%', width: '100%' }}
      aria-label="Carte : position du dépanneur et point de rendez-vous"
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <ZoomControl position="topright" zoomInTitle="Zoom avant" zoomOutTitle="Zoom arrière" />
      {meeting && (
        <Marker
          position={meeting}
          icon={meetingPointIcon}
          title="Point de rendez-vous"
          alt="Point de rendez-vous"
          keyboard={false}
        />
      )}
      {truck && (
        <Marker
          position={truck}
          icon={truckIcon}
          title="Votre dépanneur"
          alt="Votre dépanneur"
          keyboard={false}
        />
      )}
      <FitPoints points={points} />
    </MapContainer>
  );
}
