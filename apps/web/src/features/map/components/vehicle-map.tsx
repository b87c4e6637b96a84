import type { Mission, Truck } from '@plateau/contracts';
import { MAP_FRANCE_CENTER, MAP_FRANCE_ZOOM } from '@plateau/contracts';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/leaflet.ts';
import { FitFleet } from './fit-fleet.tsx';
import { MissionMarkers } from './mission-markers.tsx';
import { TruckMarkers } from './truck-markers.tsx';

const CENTER: [number, number] = [MAP_FRANCE_CENTER.latitude, MAP_FRANCE_CENTER.longitude];

interface VehicleMapProps {
  trucks: readonly Truck[];
  missions: readonly Mission[];
  /** The trucks have arrived: the map frames them (France at zoom 6 until then, or when none has a position). */
  trucksLoaded: boolean;
}

/** Spec 1 §2: trucks and the day's missions, framed on the fleet; the controls speak French. */
export function VehicleMap({ trucks, missions, trucksLoaded }: VehicleMapProps) {
  return (
    <MapContainer
      center={CENTER}
      zoom={MAP_FRANCE_ZOOM}
      zoomControl={false}
      style={{ height: '100%', width: '100%', borderRadius: 'var(--mantine-radius-sm)' }}
      aria-label="Carte des véhicules"
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      <ZoomControl position="topleft" zoomInTitle="Zoom avant" zoomOutTitle="Zoom arrière" />
      <MissionMarkers missions={missions} />
      <TruckMarkers trucks={trucks} />
      <FitFleet trucks={trucks} loaded={trucksLoaded} />
    </MapContainer>
  );
}
