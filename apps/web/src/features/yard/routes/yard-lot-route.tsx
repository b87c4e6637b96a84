import { Button, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAddressSearch } from '../../../lib/use-address-search.ts';
import { useYardEntries, useYardPlaces } from '../api/yard.ts';
import { LotFilterBar } from '../components/lot-filters.tsx';
import { LotTable } from '../components/lot-table.tsx';
import { YardPlan } from '../components/yard-plan.tsx';
import { YardStatisticsPanel } from '../components/yard-statistics-panel.tsx';
import { euros, lotFilterParams, parseLotFilters } from '../model/yard-format.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** « Fourrière »: the vehicles in the lot, the yard plan, and those due to be handed over. */
export function Component() {
  const { search: filters, update } = useAddressSearch(parseLotFilters, lotFilterParams);
  const lot = useYardEntries(filters);
  const places = useYardPlaces();
  const rows = lot.data?.rows ?? [];
  const due = rows.filter((row) => row.deadlineState === 'DUE' || row.deadlineState === 'OVERDUE');
  const totals = lot.data?.totals;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <LotFilterBar filters={filters} onChange={update} />
        <Group gap="xs">
          <Button component={Link} to="/fourriere/tarifs" variant="default">
            Tarifs
          </Button>
          <Button component={Link} to="/fourriere/nouvelle" leftSection={<IconPlus size={16} />}>
            Nouvelle entrée
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Total label="Véhicules présents" value={String(totals?.vehicles ?? '—')} />
        <Total label="Frais dus ce jour" value={totals ? euros(totals.owedCents) : '—'} />
        <Total
          label="Durée moyenne"
          value={totals ? `${totals.averageDays.toLocaleString('fr-FR')} j` : '—'}
        />
        <Total label="Délais dépassés" value={String(totals?.overdue ?? '—')} />
      </SimpleGrid>
      <Tabs defaultValue="lot" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="lot">Véhicules au parc</Tabs.Tab>
          <Tabs.Tab value="plan">Plan du parc</Tabs.Tab>
          <Tabs.Tab value="due">À remettre ({due.length})</Tabs.Tab>
          <Tabs.Tab value="stats">Statistiques</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lot" pt="sm">
          <LotTable rows={rows} fetching={coversRows(lot)} />
        </Tabs.Panel>
        <Tabs.Panel value="plan" pt="sm">
          <YardPlan places={places.data ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="due" pt="sm">
          <LotTable rows={due} fetching={coversRows(lot)} />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="sm">
          <YardStatisticsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
