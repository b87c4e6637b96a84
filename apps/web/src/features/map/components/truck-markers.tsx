// Leaflet styles paragraphs in a popup with wide margins: popup lines are divs.
import { Anchor, Stack, Text } from '@mantine/core';
import type { Truck } from '@plateau/contracts';
import { memo } from 'react';
import { Marker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { Link } from 'react-router';
import { formatListDate } from '../../../lib/dates.ts';
import { truckIcon } from './marker-icons.ts';

function TruckPopup({ truck }: { truck: Truck }) {
  const mission = truck.currentMission;
  return (
    <Stack gap={2} miw={200}>
      <Text fw={700} size="sm" component="div">
        {truck.name}
      </Text>
      <Text size="sm" component="div">
        Immatriculation : {truck.licensePlate || '—'}
      </Text>
      <Text size="sm" component="div">
        Position : {truck.positionText || '—'}
      </Text>
      <Text size="sm" component="div">
        Le {formatListDate(truck.position?.dateTime) || '—'}
      </Text>
      {mission ? (
        <Text size="sm" component="div">
          Mission en cours :{' '}
          <Anchor component={Link} to={`/folders/${mission.folderId}`} size="sm">
            {mission.externalFolderNo || mission.orderNo}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm" c="dimmed" component="div">
          Aucune mission en cours
        </Text>
      )}
    </Stack>
  );
}

/** One truck: a new object only when it moved (model/live-positions.ts), so the others stay put. */
const TruckMarker = memo(function TruckMarker({ truck }: { truck: Truck }) {
  if (truck.positionLatitude === null || truck.positionLongitude === null) return null;
  return (
    <Marker
      position={[truck.positionLatitude, truck.positionLongitude]}
      icon={truckIcon}
      title={truck.name}
      alt={`Véhicule ${truck.name}`}
    >
      <Popup>
        <TruckPopup truck={truck} />
      </Popup>
    </Marker>
  );
});

/** Trucks gathered in clusters as the map zooms out: 2,000 of them stay readable and smooth. */
export function TruckMarkers({ trucks }: { trucks: readonly Truck[] }) {
  return (
    <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
      {trucks.map((truck) => (
        <TruckMarker key={truck.id} truck={truck} />
      ))}
    </MarkerClusterGroup>
  );
}
