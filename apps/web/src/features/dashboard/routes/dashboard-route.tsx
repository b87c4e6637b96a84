import { Group, SegmentedControl, Skeleton, Stack, TextInput } from '@mantine/core';
import '@mantine/dates/styles.css';
import { IconSearch } from '@tabler/icons-react';
import { statsToggleViews, statsViewLabels, type StatsView } from '@plateau/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useAccount } from '../../../lib/account.ts';
import { useDayStats } from '../api/get-day-stats.ts';
import { useStats } from '../api/get-stats.ts';
import { PeriodPicker } from '../components/period-picker.tsx';
import { StatsExports } from '../components/stats-exports.tsx';
import { StatsTable } from '../components/stats-table.tsx';
import { useDashboardSearch } from '../components/use-dashboard-search.ts';
import { shownPeriod, shownView, statsQueryOf, toAddressDate } from '../model/dashboard-search.ts';
import { searchRows, statsColumns } from '../model/stats-columns.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

// recharts is heavy: the chart comes in its own chunk, so no other screen's bundle grows.
const StatsChart = lazy(() => import('../components/stats-chart.tsx'));

/** 'Mon tableau de bord' (spec 1 §2): the period, the view, the chart, the table and its exports. */
export function Component() {
  const nature = useAccount().data?.businessNature ?? '';
  const { search, update } = useDashboardSearch();
  const view = shownView(search, nature);
  const { from, to } = search;
  // The current week is computed once per address: the queries' keys stay the same between renders.
  const period = useMemo(() => shownPeriod({ from, to }), [from, to]);
  const query = useMemo(() => statsQueryOf(period), [period]);
  const stats = useStats(view, query);
  const days = useDayStats(query, view !== null);
  const columns = view ? statsColumns(view) : [];
  const rows = searchRows(stats.data ?? [], columns, search.text);
  const toggle = statsToggleViews(nature);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PeriodPicker
          period={period}
          onChange={({ start, end }) => update({ from: toAddressDate(start), to: toAddressDate(end) })}
        />
        {toggle.length > 1 && view && (
          <SegmentedControl
            aria-label="Vue"
            value={view}
            onChange={(next) => update({ view: next as StatsView })}
            data={toggle.map((code) => ({ value: code, label: statsViewLabels[code] }))}
          />
        )}
      </Group>
      <Suspense fallback={<Skeleton h={270} />}>
        <StatsChart rows={days.data?.rows ?? []} />
      </Suspense>
      <Group justify="space-between">
        <TextInput
          aria-label="Rechercher"
          placeholder="Rechercher"
          leftSection={<IconSearch size={16} />}
          value={search.text ?? ''}
          onChange={(event) => update({ text: event.currentTarget.value || undefined })}
          w={260}
        />
        <StatsExports rows={rows} columns={columns} query={query} />
      </Group>
      <StatsTable
        rows={rows}
        columns={columns}
        fetching={coversRows(stats)}
        page={search.page}
        size={search.size}
        onPage={(page) => update({ ...page, page: page.page ?? 1 })}
      />
    </Stack>
  );
}
