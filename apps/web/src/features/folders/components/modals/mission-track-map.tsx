import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, useMap } from 'react-leaflet';
import { PARIS_CENTER, PARIS_ZOOM, TILE_ATTRIBUTION, TILE_URL } from '../../../../lib/leaflet.ts';
import { useMissionTrack } from '../../api/get-mission-kml.ts';
import { trackBounds, trackCenter, type MissionTrack } from '../../model/kml-track.ts';

const TRACK_PADDING_PX = 24;
/** A short track is not drawn at street level, where it would lose its surroundings. */
const TRACK_MAX_ZOOM = 15;

/** Frames the whole track once it is known (issue 28 §5), rather than its first place at zoom 10. */
function FitTrack({ track }: { track: MissionTrack | undefined }) {
  const map = useMap();
  useEffect(() => {
    const bounds = trackBounds(track);
    if (bounds)
      map.fitBounds(bounds, {
        padding: [TRACK_PADDING_PX, TRACK_PADDING_PX],
        maxZoom: TRACK_MAX_ZOOM,
        animate: false,
      });
  }, [map, track]);
  return null;
}

/**
 * The mission's track (spec 2 §2), framed to hold all of it; a single place is centred at zoom
 * 10, and with no track the map shows Paris.
 */
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
      <FitTrack track={track} />
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
