import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
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
  /** The address, shown by the marker. */
  label?: string;
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

/**
 * Leaflet measures its container once, when it is created: inside a panel that is still
 * opening (a collapse, a modal's transition) it measures nothing and puts the marker outside
 * the visible map. Measure again whenever the container's size changes, and centre again.
 */
function FitContainer({ position }: { position: LatLng | null }) {
  const map = useMap();
  const latest = useRef(position);
  useEffect(() => {
    latest.current = position;
  });
  useEffect(() => {
    const refit = () => {
      map.invalidateSize({ animate: false });
      if (latest.current) map.setView(latest.current, map.getZoom(), { animate: false });
    };
    const observer = new ResizeObserver(refit);
    observer.observe(map.getContainer());
    // Also once the opening transitions are over, whatever they changed.
    const timer = window.setTimeout(refit, 400);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [map]);
  return null;
}

function PlaceOnClick({ onMove }: { onMove: PlaceMapProps['onMove'] }) {
  useMapEvents({ click: (event) => onMove(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** The place on a map: drag the marker (or click the map) to set its position by hand. */
export function PlaceMap({ position, label, onMove, readOnly }: PlaceMapProps) {
  const markerRef = useRef<LeafletMarker>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const point = markerRef.current?.getLatLng();
        if (point) onMove(point.lat, point.lng);
      },
    }),
    [onMove],
  );
  // The map opens under the address field, often below the fold: bring it into view.
  useEffect(() => {
    const timer = window.setTimeout(
      () => containerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
      250,
    );
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div ref={containerRef} data-testid="place-map">
      <MapContainer
        center={position ?? FRANCE_CENTER}
        zoom={position ? PLACE_ZOOM : FRANCE_ZOOM}
        style={{ height: 280, borderRadius: 'var(--mantine-radius-sm)' }}
        aria-label="Carte du lieu"
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        <FitContainer position={position} />
        <FollowPosition position={position} />
        {!readOnly && <PlaceOnClick onMove={onMove} />}
        {position && (
          <Marker position={position} draggable={!readOnly} eventHandlers={handlers} ref={markerRef}>
            {label && (
              <Tooltip permanent direction="top" offset={[0, -36]}>
                {label}
              </Tooltip>
            )}
          </Marker>
        )}
      </MapContainer>
    </div>
  );
}
