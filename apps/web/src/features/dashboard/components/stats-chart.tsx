import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { Paper, Text } from '@mantine/core';
import type { DayStatsRow } from '@plateau/contracts';
import { dayjs, DAY_DISPLAY_FORMAT } from '../../../lib/dates.ts';

const SERIES = [
  { name: 'pickup', label: 'Remorquage', color: 'plateau.6' },
  { name: 'repareOnPlace', label: 'Réparation sur place', color: 'teal.6' },
  { name: 'missionForNothing', label: 'Déplacement pour rien', color: 'red.6' },
  { name: 'other', label: 'Sans issue renseignée', color: 'gray.5' },
];

/** Missions per day of the period, stacked by outcome (beyond the spec; loaded in its own chunk). */
export default function StatsChart({ rows }: { rows: DayStatsRow[] }) {
  const data = rows.map((row) => ({
    day: dayjs(row.day).format(DAY_DISPLAY_FORMAT),
    pickup: row.pickup,
    repareOnPlace: row.repareOnPlace,
    missionForNothing: row.missionForNothing,
    other: Math.max(0, row.total - row.pickup - row.repareOnPlace - row.missionForNothing),
  }));
  return (
    <Paper withBorder p="md" radius="sm" aria-label="Missions par jour">
      <Text fw={500} size="sm" mb="xs">
        Missions par jour
      </Text>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune mission sur la période
        </Text>
      ) : (
        <BarChart h={220} data={data} dataKey="day" type="stacked" series={SERIES} withLegend tickLine="y" />
      )}
    </Paper>
  );
}
