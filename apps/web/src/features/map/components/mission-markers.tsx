import { Anchor, Stack, Text } from '@mantine/core';
import { mapMissionKind, missionStateLabels, type Mission } from '@plateau/contracts';
import { Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { formatListDate } from '../../../lib/dates.ts';
import { missionIcon } from './marker-icons.ts';

const KIND_TITLE = { pending: 'Mission en cours', unassigned: 'Mission non affectée' } as const;

/** The day's missions at their start place (green: under way, blue: no truck yet), each opening its folder. */
export function MissionMarkers({ missions }: { missions: readonly Mission[] }) {
  return missions.map((mission) => {
    const kind = mapMissionKind(mission.missionState);
    const place = mission.startPlace;
    if (!kind || place?.latitude == null || place.longitude == null) return null;
    return (
      <Marker
        key={mission.id}
        position={[place.latitude, place.longitude]}
        icon={missionIcon(kind)}
        title={`${KIND_TITLE[kind]} ${mission.orderNo}`}
        alt={`${KIND_TITLE[kind]} ${mission.orderNo}`}
      >
        <Popup>
          <Stack gap={2} miw={200}>
            <Text fw={700} size="sm" component="div">
              {KIND_TITLE[kind]} {mission.orderNo}
            </Text>
            <Text size="sm" component="div">
              {missionStateLabels[mission.missionState]}
            </Text>
            <Text size="sm" component="div">
              Prévue le {formatListDate(mission.missionDateTime) || '—'}
            </Text>
            <Text size="sm" component="div">
              {place.label || [place.zipCode, place.city].filter(Boolean).join(' ') || '—'}
            </Text>
            <Anchor component={Link} to={`/folders/${mission.folderId}`} size="sm">
              Ouvrir le dossier {mission.externalFolderNo || ''}
            </Anchor>
          </Stack>
        </Popup>
      </Marker>
    );
  });
}
