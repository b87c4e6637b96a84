import { Badge, Group, Stack, Text } from '@mantine/core';
import { MAP_REFRESH_SECONDS, type Mission, type Truck } from '@plateau/contracts';
import { useCallback } from 'react';
import { countdownText } from '../../../lib/countdown.ts';
import '../../../lib/leaflet.ts';
import { useAutoRefresh } from '../../../lib/use-auto-refresh.ts';
import { useMapMissions } from '../api/get-map-missions.ts';
import { useMapTrucks } from '../api/get-map-trucks.ts';
import { MISSION_COLORS } from '../components/marker-icons.ts';
import { useLiveTruckPositions } from '../components/use-live-truck-positions.ts';
import { VehicleMap } from '../components/vehicle-map.tsx';

const NO_TRUCKS: Truck[] = [];
const NO_MISSIONS: Mission[] = [];

/** 'Carte des véhicules' (spec 1 §2): trucks live, the day's missions, reloaded every minute. */
export function Component() {
  const trucks = useMapTrucks();
  const missions = useMapMissions();
  useLiveTruckPositions();
  const { refetch: refetchTrucks } = trucks;
  const { refetch: refetchMissions } = missions;
  const reload = useCallback(() => {
    void refetchTrucks();
    void refetchMissions();
  }, [refetchTrucks, refetchMissions]);
  const countdown = useAutoRefresh(reload, MAP_REFRESH_SECONDS);
  const truckRows = trucks.data?.rows ?? NO_TRUCKS;
  const missionRows = missions.data?.rows ?? NO_MISSIONS;

  return (
    // The page fills the window below the top bar (64 px) and the shell's padding.
    <Stack gap="xs" h="calc(100dvh - 64px - 2 * var(--mantine-spacing-lg))">
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color="dark">
            {truckRows.length} véhicule{truckRows.length > 1 ? 's' : ''}
          </Badge>
          <Badge variant="dot" color={MISSION_COLORS.pending}>
            Missions en cours
          </Badge>
          <Badge variant="dot" color={MISSION_COLORS.unassigned}>
            Missions non affectées
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" aria-live="off">
          {countdownText(countdown.secondsLeft)}
        </Text>
      </Group>
      <div style={{ flex: 1, minHeight: 300 }}>
        <VehicleMap trucks={truckRows} missions={missionRows} trucksLoaded={trucks.data !== undefined} />
      </div>
    </Stack>
  );
}
