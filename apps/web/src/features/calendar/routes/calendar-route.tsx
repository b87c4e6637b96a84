import { Alert, Box, Grid, Loader, Stack } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CalendarMission } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';
import { useCalendar, useCalendarSummary } from '../api/get-calendar.ts';
import { CalendarToolbar } from '../components/calendar-toolbar.tsx';
import { PlanModal } from '../components/plan-modal.tsx';
import { UnplannedList } from '../components/unplanned-list.tsx';
import { useCalendarActions } from '../components/use-calendar-actions.ts';
import { useLiveCalendar } from '../components/use-live-calendar.ts';
import { WeekGrid } from '../components/week-grid.tsx';
import { blockSelector, matchesFilters } from '../model/blocks.ts';
import { dayConflicts, missionConflicts, type ConflictTarget } from '../model/conflicts.ts';
import { CalendarSearch, periodOf, shiftDate, today } from '../model/calendar-search.ts';

/** The day view draws with @mantine/schedule: its code and styles load when a day is first shown. */
const DayView = lazy(() =>
  import('../components/day-view.tsx').then((module) => ({ default: module.DayView })),
);

export function Component() {
  const [params, setParams] = useSearchParams();
  const search = CalendarSearch.parse(Object.fromEntries(params));
  const date = search.date ?? today();
  const period = periodOf(search.view, date);
  const week = search.view === 'week';
  // The day view draws each mission; the week view one summary per truck and day (issue 22, speed).
  const calendar = useCalendar(period, !week);
  const summary = useCalendarSummary(period, week);
  const navigate = useNavigate();
  const [sendAtOnce, setSendAtOnce] = useLocalStorage({
    key: 'plateau.calendar.sendAtOnce',
    defaultValue: false,
  });
  const [dragging, setDragging] = useState<CalendarMission | null>(null);
  const [planning, setPlanning] = useState<CalendarMission | null>(null);
  const actions = useCalendarActions(sendAtOnce);
  useLiveCalendar();

  const update = (next: Partial<CalendarSearch>) => {
    const merged = { ...search, date, ...next };
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as Record<
        string,
        string
      >,
    );
  };

  // While the other view's answer loads, the previous one is not shown (its shape differs).
  const data = week ? undefined : calendar.data;
  const head = week ? summary.data : calendar.data;
  const unplanned = useMemo(
    () => (head?.unplanned ?? []).filter((mission) => matchesFilters(mission, search)),
    [head, search.provider, search.nature], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const conflicts = useMemo(
    () =>
      week
        ? dayConflicts(summary.data?.days ?? [], head?.trucks ?? [])
        : missionConflicts(data?.missions ?? [], head?.trucks ?? []),
    [week, summary.data, data, head],
  );
  // A conflict chosen in the list: its day opens (week), or its block is brought into view and focused.
  const showConflict = (target: ConflictTarget) => {
    if (target.kind === 'day') return update({ view: 'day', date: target.day });
    const block = document.querySelector<HTMLElement>(blockSelector(target.missionId));
    block?.scrollIntoView({ block: 'nearest', inline: 'center' });
    block?.focus();
  };
  const truckOf = (id: string | number | undefined) => head?.trucks.find((truck) => truck.id === Number(id));
  const missionOf = (id: string | number) =>
    data?.missions.find((m) => m.id === Number(id)) ?? head?.unplanned.find((m) => m.id === Number(id));

  return (
    <Stack gap="sm">
      <CalendarToolbar
        view={search.view}
        date={date}
        conflictCount={head?.conflictCount ?? 0}
        conflicts={conflicts}
        onConflict={showConflict}
        sendAtOnce={sendAtOnce}
        onSendAtOnce={setSendAtOnce}
        onView={(view) => update({ view })}
        onShift={(direction) => update({ date: shiftDate(search.view, date, direction) })}
        onToday={() => update({ date: today() })}
      />
      {dragging?.planRefusal && (
        <Alert color="red" role="status" title="Dépôt impossible">
          {dragging.planRefusal}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 9 }} style={{ minWidth: 0 }}>
          {!head ? (
            <Loader role="status" aria-label="Chargement du calendrier" />
          ) : (
            <Box aria-label="Calendrier des camions" role="region">
              {week ? (
                <WeekGrid
                  firstDay={dayjs(period.start).format('YYYY-MM-DD')}
                  trucks={summary.data!.trucks}
                  days={summary.data!.days}
                  onOpenDay={(day) => update({ view: 'day', date: day })}
                  onDrop={(id, truck, dateTime) => {
                    setDragging(null);
                    const mission = missionOf(id);
                    if (mission) void actions.assign(mission, truck, dateTime).catch(() => undefined);
                  }}
                />
              ) : data ? (
                <Suspense fallback={<Loader role="status" aria-label="Chargement du calendrier" />}>
                  <DayView
                    // Opened again for each day (and once its own missions are in): it opens on their hour.
                    key={calendar.isPlaceholderData ? 'previous' : date}
                    date={date}
                    calendar={data}
                    onOpenFolder={(folderId) => navigate(`/folders/${folderId}`)}
                    onMove={setPlanning}
                    onSend={(mission) => void actions.sendNow(mission).catch(() => undefined)}
                    onAssign={(mission, truck, dateTime) =>
                      void actions.assign(mission, truck, dateTime).catch(() => undefined)
                    }
                    onExternalDrop={(id, truckId, dateTime) => {
                      setDragging(null);
                      const mission = missionOf(id);
                      const truck = truckOf(truckId);
                      if (mission && truck)
                        void actions.assign(mission, truck, dateTime).catch(() => undefined);
                    }}
                  />
                </Suspense>
              ) : (
                <Loader role="status" aria-label="Chargement du calendrier" />
              )}
            </Box>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <UnplannedList
            missions={unplanned}
            filters={{ provider: search.provider, nature: search.nature }}
            onFilters={(filters) =>
              update({
                provider: filters.provider as CalendarSearch['provider'],
                nature: filters.nature as CalendarSearch['nature'],
              })
            }
            onDragStart={setDragging}
            onDragEnd={() => setDragging(null)}
            onPlan={setPlanning}
          />
        </Grid.Col>
      </Grid>
      <PlanModal
        mission={planning}
        trucks={head?.trucks ?? []}
        defaultDate={date}
        onClose={() => setPlanning(null)}
        onSubmit={actions.assign}
      />
    </Stack>
  );
}
