import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState, type DragEvent } from 'react';
import type { CalendarDaySummary, CalendarTruck } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';
import { MISSION_DRAG_TYPE, missionColor, truckStatusColors } from '../model/blocks.ts';
import classes from './week-grid.module.css';

/**
 * Where a drop on a day falls: its business hours (06:00–22:00) cut in four. A day's cell is about
 * a hundred pixels wide, too narrow to aim at a quarter of an hour; the day view is for that.
 */
export const WEEK_DROP_HOURS = [6, 10, 14, 18] as const;

const dayHeading = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: '2-digit', month: '2-digit' });
const dayLong = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const missionsText = (count: number) => `${count} mission${count > 1 ? 's' : ''}`;
const conflictsText = (count: number) => `${count} conflit${count > 1 ? 's' : ''}`;

export interface SpanParts {
  hours: string;
  laterDay: string | null;
}

/** « 06:10–21:40 », and the end's day when it is a later one (« 26/11/2026 »). */
export function spanParts(summary: Pick<CalendarDaySummary, 'start' | 'end'>): SpanParts {
  const start = dayjs(summary.start);
  const end = dayjs(summary.end);
  const laterDay = end.isSame(start, 'day') ? null : end.format('DD/MM/YYYY');
  return { hours: `${start.format('HH:mm')}–${end.format('HH:mm')}`, laterDay };
}

export const spanText = ({ hours, laterDay }: SpanParts) => (laterDay ? `${hours} le ${laterDay}` : hours);

/** The hover's text: the truck and day, the figures, and the folders by start. */
export function summaryDetailsText(
  truck: CalendarTruck,
  dayLabel: string,
  summary: CalendarDaySummary,
  span: SpanParts,
) {
  const more = summary.count - summary.folders.length;
  return [
    `${truck.name} — ${dayLabel}`,
    `${missionsText(summary.count)}, ${spanText(span)}` +
      (summary.conflictCount > 0 ? `, ${summary.conflictCount} en conflit` : ''),
    `État le plus urgent : ${summary.missionStateLabel}`,
    ...summary.folders,
    more > 0 ? `… et ${more} autre${more > 1 ? 's' : ''}` : null,
    'Cliquer pour ouvrir la journée',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The hours; a « +1 » when the day's last mission ends the next day (said in full on hover). */
function SpanLine({ span: { hours, laterDay } }: { span: SpanParts }) {
  return (
    <span className={classes.span}>
      {hours}
      {laterDay && <span className={classes.nextDay}>+1</span>}
    </span>
  );
}

/** A row's head as the day view's TruckLabel shows it, in plain elements (30 rows at once). */
function WeekTruckLabel({ truck }: { truck: CalendarTruck }) {
  const details = [truck.licensePlate, truck.driver?.name].filter(Boolean).join(' · ') || '—';
  return (
    <span className={classes.truck}>
      <span
        className={classes.status}
        style={{ background: `var(--mantine-color-${truckStatusColors[truck.status]}-6)` }}
        title={truck.statusLabel}
        aria-label={truck.statusLabel}
        role="img"
      />
      <span className={classes.truckText}>
        <span className={classes.truckName} title={truck.name}>
          {truck.name}
        </span>
        <span className={classes.truckDetails} title={details}>
          {details}
        </span>
      </span>
    </span>
  );
}

interface WeekGridProps {
  /** The Monday shown, YYYY-MM-DD. */
  firstDay: string;
  trucks: CalendarTruck[];
  days: CalendarDaySummary[];
  onOpenDay: (day: string) => void;
  /** A mission of « À planifier » dropped on a truck's day, at one of WEEK_DROP_HOURS. */
  onDrop: (missionId: string, truck: CalendarTruck, dateTime: string) => void;
}

interface DropTarget {
  truckId: number;
  day: string;
  slot: number;
}

const carriesMission = (event: DragEvent) => event.dataTransfer.types.includes(MISSION_DRAG_TYPE);

/**
 * The week: a row per truck, a cell per day with one summary of its missions (how many, from when
 * to when, conflicts, the most urgent state); a click or Enter opens that day. Plain elements: a
 * busy week is about 200 summaries, not 2,000 blocks (issue 22, speed).
 */
export function WeekGrid({ firstDay, trucks, days, onOpenDay, onDrop }: WeekGridProps) {
  const [target, setTarget] = useState<DropTarget | null>(null);
  const columns = useMemo(
    () =>
      Array.from({ length: 7 }, (_, i) => {
        const date = dayjs(firstDay).add(i, 'day');
        return {
          day: date.format('YYYY-MM-DD'),
          heading: dayHeading.format(date.toDate()),
          long: dayLong.format(date.toDate()),
        };
      }),
    [firstDay],
  );
  const byCell = useMemo(() => new Map(days.map((d) => [`${d.truckId}|${d.day}`, d])), [days]);
  const today = dayjs().format('YYYY-MM-DD');

  const dropTargetOf = (event: DragEvent<HTMLElement>, truckId: number, day: string): DropTarget => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
    const slot = Math.min(
      WEEK_DROP_HOURS.length - 1,
      Math.max(0, Math.floor(ratio * WEEK_DROP_HOURS.length)),
    );
    return { truckId, day, slot };
  };

  return (
    <div className={classes.scroller}>
      <table className={classes.grid} aria-label="Semaine des camions">
        <thead>
          <tr>
            <th scope="col" className={classes.truckHead}>
              Camion
            </th>
            {columns.map((column) => (
              <th
                key={column.day}
                scope="col"
                className={classes.dayHead}
                data-today={column.day === today || undefined}
                title={column.long}
              >
                <button type="button" className={classes.dayLink} onClick={() => onOpenDay(column.day)}>
                  {column.heading}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trucks.map((truck) => (
            <tr key={truck.id}>
              <th scope="row" className={classes.truckCell} data-truck-id={truck.id}>
                <WeekTruckLabel truck={truck} />
              </th>
              {columns.map((column) => {
                const summary = byCell.get(`${truck.id}|${column.day}`);
                const span = summary ? spanParts(summary) : null;
                const hovered = target?.truckId === truck.id && target.day === column.day ? target : null;
                return (
                  <td
                    key={column.day}
                    className={classes.cell}
                    data-week-cell={`${truck.id}|${column.day}`}
                    onDragOver={(event) => {
                      if (!carriesMission(event)) return;
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      const next = dropTargetOf(event, truck.id, column.day);
                      if (!hovered || hovered.slot !== next.slot) setTarget(next);
                    }}
                    onDragLeave={(event) => {
                      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTarget(null);
                    }}
                    onDrop={(event) => {
                      const id = event.dataTransfer.getData(MISSION_DRAG_TYPE);
                      setTarget(null);
                      if (!id) return;
                      event.preventDefault();
                      const { slot } = dropTargetOf(event, truck.id, column.day);
                      const hour = String(WEEK_DROP_HOURS[slot]).padStart(2, '0');
                      onDrop(id, truck, dayjs(`${column.day}T${hour}:00`).toISOString());
                    }}
                  >
                    {summary && (
                      <button
                        type="button"
                        className={classes.summary}
                        data-day-summary={`${truck.id}|${column.day}`}
                        data-conflict={summary.conflictCount > 0 || undefined}
                        style={{
                          borderInlineStartColor: `var(--mantine-color-${missionColor(summary.missionState)}-6)`,
                          background: `var(--mantine-color-${missionColor(summary.missionState)}-light)`,
                        }}
                        title={summaryDetailsText(truck, column.long, summary, span!)}
                        aria-label={
                          `${truck.name}, ${column.long} : ${missionsText(summary.count)}, ${spanText(span!)}` +
                          (summary.conflictCount > 0 ? `, ${conflictsText(summary.conflictCount)}` : '') +
                          '. Ouvrir la journée'
                        }
                        onClick={() => onOpenDay(column.day)}
                      >
                        <span className={classes.count}>{missionsText(summary.count)}</span>
                        <SpanLine span={span!} />
                        {summary.conflictCount > 0 && (
                          <span className={classes.conflicts}>
                            <IconAlertTriangle size={12} aria-hidden />
                            {conflictsText(summary.conflictCount)}
                          </span>
                        )}
                      </button>
                    )}
                    {hovered && (
                      <span
                        className={classes.dropHint}
                        style={{ left: `${(hovered.slot * 100) / WEEK_DROP_HOURS.length}%` }}
                        aria-hidden
                      >
                        {String(WEEK_DROP_HOURS[hovered.slot]).padStart(2, '0')}:00
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
