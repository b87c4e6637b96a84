import { Box } from '@mantine/core';
import { CircleMarker, MapContainer, Polyline, TileLayer } from 'react-leaflet';
import { PARIS_CENTER, PARIS_ZOOM, TILE_ATTRIBUTION, TILE_URL } from '../../../../lib/leaflet.ts';
import { useMissionTrack } from '../../api/get-mission-kml.ts';
import { trackCenter } from '../../model/kml-track.ts';

/** The mission's track at zoom 10 (spec 2 §2), centred on its first place, else on Paris. */
export function MissionTrackMap({ missionId }: { missionId: number | null }) {
  const { data: track, isPending } = useMissionTrack(missionId);
  if (missionId && isPending) return <Box h={260} bg="gray.1" style={{ borderRadius: 4 }} />;
  return (
    <MapContainer
      center={trackCenter(track) ?? PARIS_CENTER}
      zoom={PARIS_ZOOM}
      style={{ height: 260, borderRadius: 'var(--mantine-radius-sm)' }}
      aria-label="Trajet de la mission"
    >
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
      {track && track.route.length > 1 && (
        <Polyline positions={track.route} pathOptions={{ color: '#1c7ed6', weight: 4 }} />
      )}
      {track?.places.map((place, index) => (
        <CircleMarker
          key={`${place[0]},${place[1]},${index}`}
          center={place}
          radius={7}
          pathOptions={{ color: index === 0 ? '#2f9e44' : '#e03131', fillOpacity: 0.9 }}
        />
      ))}
    </MapContainer>
  );
}
