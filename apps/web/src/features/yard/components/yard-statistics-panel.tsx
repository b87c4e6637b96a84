import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { YARD_AUTHORITY_LABELS, type YardStatistics } from '@plateau/contracts';
import { useState } from 'react';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { downloadRegister, useYardStatistics } from '../api/yard-reports.ts';
import { euros } from '../model/yard-format.ts';
import { reportError } from '../../../components/report-error.ts';

type Figures = YardStatistics['totals'];
const MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const isoDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
/** The period first shown: from 1 January to today. */
const yearToDate = () => {
  const today = isoDay(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
};

function FiguresTable({ title, rows }: { title: string; rows: { label: string; figures: Figures }[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th ta="right">Entrées</Table.Th>
            <Table.Th ta="right">Sorties</Table.Th>
            <Table.Th ta="right">Séjour moyen</Table.Th>
            <Table.Th ta="right">Recettes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ label, figures }) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right">{figures.entries}</Table.Td>
              <Table.Td ta="right">{figures.exits}</Table.Td>
              <Table.Td ta="right">{`${figures.averageStayDays.toLocaleString('fr-FR')} j`}</Table.Td>
              <Table.Td ta="right">{euros(figures.revenueCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Entries, exits, stays and storage revenue per month and per authority, and the register's export. */
export function YardStatisticsPanel() {
  const [{ from, to }, setPeriod] = useState(yearToDate);
  const stats = useYardStatistics(from, to).data;
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        {/* Cleared, the period goes back to the year so far: the figures always cover a period. */}
        <DateRangeFilter
          from={from}
          to={to}
          onChange={(range) =>
            setPeriod(range.from && range.to ? { from: range.from, to: range.to } : yearToDate())
          }
          w={260}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void downloadRegister(from, to, 'xlsx').catch(reportError)}
        >
          Registre (XLSX)
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void downloadRegister(from, to, 'csv').catch(reportError)}
        >
          Registre (CSV)
        </Button>
      </Group>
      {stats && (
        <>
          <Text size="sm" c="dimmed">
            Une entrée compte dans le mois de l’enlèvement ; une sortie, son séjour et ses frais dans le mois
            où le véhicule a quitté le parc.
          </Text>
          <FiguresTable
            title="Mois"
            rows={[
              ...stats.months.map((m) => ({ label: monthLabel(m.month), figures: m })),
              { label: 'Total', figures: stats.totals },
            ]}
          />
          <FiguresTable
            title="Autorité"
            rows={stats.authorities.map((a) => ({
              label: a.authority ? YARD_AUTHORITY_LABELS[a.authority] : 'Gardiennage privé',
              figures: a,
            }))}
          />
        </>
      )}
    </Stack>
  );
}
