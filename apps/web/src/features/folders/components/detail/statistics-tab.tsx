import { Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Folder, FolderMission, MissionStatistic } from '@plateau/contracts';

type StatisticBox = Exclude<keyof MissionStatistic, 'approcheDelay' | 'delayOnPlace'>;

const boxLabels: Record<StatisticBox, string> = {
  received: 'Mission reçue',
  accepted: 'Mission acceptée',
  started: 'Départ du chauffeur',
  navigationStarted: 'Navigation démarrée',
  arrivedAtDestination: 'Arrivée sur place',
  departureFromDestination: 'Départ des lieux',
  finished: 'Mission terminée',
  pickup: 'Prise en charge du véhicule',
  repareOnPlace: 'Réparation sur place',
  missionForNothing: 'Déplacement pour rien',
};

const minutes = (value: number | null | undefined) => (value == null ? '—' : `${value} min`);

function StatisticCard({ title, mission }: { title: string; mission: FolderMission | null }) {
  const statistic = mission?.statistic ?? null;
  return (
    <Card withBorder radius="md" padding="md" aria-label={title} component="section">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {!mission ? (
          <Text c="dimmed" size="sm">
            Aucune mission de ce type pour ce dossier.
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {(Object.keys(boxLabels) as StatisticBox[]).map((key) => (
                <Checkbox key={key} label={boxLabels[key]} checked={statistic?.[key] ?? false} readOnly />
              ))}
            </SimpleGrid>
            <Group gap="xl">
              <Text size="sm">
                Délai d'approche : <strong>{minutes(statistic?.approcheDelay)}</strong>
              </Text>
              <Text size="sm">
                Durée sur place : <strong>{minutes(statistic?.delayOnPlace)}</strong>
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Spec 2 §2 'Statistics tab': what the server computed from each mission's steps
 * (statisticFromSteps in contracts), read-only.
 */
export function StatisticsTab({ folder }: { folder: Folder }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StatisticCard title="Statistique d'intervention" mission={folder.missionIntervention} />
      <StatisticCard title="Statistique de relivraison" mission={folder.missionRelivraison} />
    </SimpleGrid>
  );
}
