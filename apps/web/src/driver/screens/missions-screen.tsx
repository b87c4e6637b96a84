import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { DriverMission } from '@plateau/contracts';
import { pressStep } from '../actions.ts';
import { addressOf, dateTime, vehicleOf } from '../format.ts';
import { Shell, useShell } from './shell.tsx';

export const stateColor = (m: DriverMission) =>
  !m.onTheRoad ? 'gray' : m.steps.received ? 'teal' : 'orange';

function MissionCard({ mission }: { mission: DriverMission }) {
  const toAcknowledge = mission.onTheRoad && !mission.steps.received;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`mission-${mission.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {mission.orderNo}
          </Text>
          <Badge size="lg" color={stateColor(mission)}>
            {mission.missionStateLabel}
          </Badge>
        </Group>
        {mission.natureLabel && <Text fw={600}>{mission.natureLabel}</Text>}
        <Text>
          <Text span c="dimmed">
            Client :{' '}
          </Text>
          {addressOf(mission.customerPlace) || '—'}
        </Text>
        {mission.destinationPlace && (
          <Text>
            <Text span c="dimmed">
              Destination :{' '}
            </Text>
            {addressOf(mission.destinationPlace)}
          </Text>
        )}
        <Text>{vehicleOf(mission)}</Text>
        {mission.missionDateTime && <Text size="sm">Prévue le {dateTime(mission.missionDateTime)}</Text>}
        {toAcknowledge ? (
          <Button size="xl" h={72} color="orange" onClick={() => void pressStep(mission.id, 'received')}>
            J’ai bien reçu la mission
          </Button>
        ) : (
          <Button
            size="xl"
            h={64}
            variant="light"
            onClick={() => (window.location.hash = `#/mission/${mission.id}`)}
          >
            Ouvrir la mission
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** « Mes missions »: today's and upcoming missions sent to the driver or their truck, newest first. */
function MissionList() {
  const { missions, loading } = useShell();
  if (loading) return <Loader mx="auto" my="xl" />;
  if (missions.length === 0)
    return (
      <Text ta="center" c="dimmed" py="xl" size="lg">
        Aucune mission pour le moment
      </Text>
    );
  return (
    <Stack gap="sm">
      {missions.map((m) => (
        <MissionCard key={m.id} mission={m} />
      ))}
    </Stack>
  );
}

export function MissionsScreen() {
  return (
    <Shell title="Mes missions">
      <MissionList />
    </Shell>
  );
}
