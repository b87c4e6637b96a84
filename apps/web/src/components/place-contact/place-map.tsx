import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import {
  FRANCE_CENTER,
  FRANCE_ZOOM,
  PLACE_ZOOM,
  TILE_ATTRIBUTION,
  TILE_URL,
  type LatLng,
} from '../../lib/leaflet.ts';

interface PlaceMapProps {
  position: LatLng | null;
  onMove: (latitude: number, longitude: number) => void;
  readOnly?: boolean;
}

/** Follows the place when its position changes from outside (an address was picked). */
function FollowPosition({ position }: { position: LatLng | null }) {
  const map = useMap();
  const [latitude, longitude] = position ?? [];
  useEffect(() => {
    if (latitude !== undefined && longitude !== undefined)
      map.setView([latitude, longitude], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, latitude, longitude]);
  return null;
}

function PlaceOnClick({ onMove }: { onMove: PlaceMapProps['onMove'] }) {
  useMapEvents({ click: (event) => onMove(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The place on a map: drag the marker (or click the map) to set its position by hand. */
export function PlaceMap({ position, onMove, readOnly }: PlaceMapProps) {
  const markerRef = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const point = markerRef.current?.getLatLng();
        if (point) onMove(point.lat, point.lng);
      },
    }),
    [onMove],
  );
  return (
    <MapContainer
      center={position ?? FRANCE_CENTER}
      zoom={position ? PLACE_ZOOM : FRANCE_ZOOM}
      style={{ height: 280, borderRadius: 'var(--mantine-radius-sm)' }}
      aria-label="Carte du lieu"
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <FollowPosition position={position} />
      {!readOnly && <PlaceOnClick onMove={onMove} />}
      {position && (
        <Marker position={position} draggable={!readOnly} eventHandlers={handlers} ref={markerRef} />
      )}
    </MapContainer>
  );
}
