import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { YardPlaceDto } from '@plateau/contracts';
import { Link } from 'react-router';

function PlaceCard({ place }: { place: YardPlaceDto }) {
  const content = (
    <>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="sm" fw={600}>
          {place.rowLabel}-{place.placeLabel}
        </Text>
        {!place.entryId && (
          <Badge size="xs" color="green" variant="light">
            Libre
          </Badge>
        )}
      </Group>
      <Text size="xs">{place.plate ?? '—'}</Text>
    </>
  );
  if (!place.entryId)
    return (
      <Card withBorder padding="xs">
        {content}
      </Card>
    );
  return (
    <Card
      withBorder
      padding="xs"
      bg="var(--mantine-color-blue-0)"
      component={Link}
      to={`/fourriere/${place.entryId}`}
    >
      {content}
    </Card>
  );
}

/** The yard's places by row, each with the vehicle that occupies it. */
export function YardPlan({ places }: { places: YardPlaceDto[] }) {
  const rows = [...new Set(places.map((place) => place.rowLabel))];
  if (places.length === 0) return <Text c="dimmed">Aucune place définie dans le parc</Text>;
  return (
    <Stack gap="md" aria-label="Plan du parc">
      {rows.map((row) => (
        <Stack key={row} gap="xs">
          <Title order={4}>Rangée {row}</Title>
          <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
            {places
              .filter((place) => place.rowLabel === row)
              .map((place) => (
                <PlaceCard key={place.id} place={place} />
              ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
