import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@plateau/contracts';
import { formatDay } from '../../../lib/dates.ts';
import { useMotorwayPeriods } from '../api/tariff-grids.ts';

const price = (cents: number) => formatCents(BigInt(cents));

/** The regulated motorway forfait per period: shown, never edited (the arrêté sets it). */
export function MotorwayTable() {
  const periods = useMotorwayPeriods().data ?? [];
  return (
    <Stack gap="xs">
      <Title order={4}>Forfait autoroute et voies express (tarif réglementé)</Title>
      <Text size="sm" c="dimmed">
        Majoré de 18:00 à 08:00, le samedi, le dimanche et les jours fériés. Appliqué d’office aux appels sur
        autoroute des véhicules jusqu’à 3,5 t ; lecture seule.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder striped aria-label="Forfait autoroute réglementé">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Période</Table.Th>
              <Table.Th>Véhicule</Table.Th>
              <Table.Th ta="right">Normal HT</Table.Th>
              <Table.Th ta="right">Majoré HT</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.flatMap((period) =>
              period.classes.map((row) => (
                <Table.Tr key={`${period.name}-${row.label}`}>
                  <Table.Td>
                    {period.name} (du {formatDay(period.from)}
                    {period.until ? ` au ${formatDay(period.until)}` : ''})
                  </Table.Td>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{price(row.normalCents)}</Table.Td>
                  <Table.Td ta="right">
                    {price(row.majoratedCents)}{' '}
                    {!row.majoratedPublished && (
                      <Badge size="xs" variant="light" color="gray" title="Calculé : normal × 1,5">
                        calculé
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
