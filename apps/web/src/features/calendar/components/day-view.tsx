import '@mantine/schedule/styles.css';
import { ResourcesDayView, type ScheduleEventData } from '@mantine/schedule';
import { useMemo, useState, type CSSProperties } from 'react';
import type { Calendar, CalendarMission, CalendarTruck } from '@plateau/contracts';
import { fromLocal, MISSION_DRAG_TYPE, toEvent } from '../model/blocks.ts';
import { dayOpening } from '../model/day-opening.ts';
import { renderBlockBody, renderMissionBlock } from './mission-block.tsx';
import { TruckLabel } from './truck-label.tsx';

const labels = {
  today: "Aujourd'hui",
  next: 'Suivant',
  previous: 'Précédent',
  day: 'Jour',
  week: 'Semaine',
  noEvents: 'Aucune mission',
  resource: 'Camion',
  resources: 'Camions',
  timeSlot: 'Créneau',
  resourceSlot: 'Créneau de',
  more: 'Plus',
  moreLabel: (count: number) => `+${count} autres`,
};

interface DayViewProps {
  date: string;
  calendar: Calendar;
  onOpenFolder: (folderId: number) => void;
  onMove: (mission: CalendarMission) => void;
  onSend: (mission: CalendarMission) => void;
  onAssign: (mission: CalendarMission, truck: CalendarTruck, dateTime: string) => void;
  /** A card of « À planifier » dropped on a truck's hour (the mission id, the truck id, the time). */
  onExternalDrop: (missionId: string, truckId: string | number | undefined, dateTime: string) => void;
}

const missionOfEvent = (event: ScheduleEventData) => (event.payload as { mission: CalendarMission }).mission;

/**
 * A day, one row per truck, each mission a block (00:00–24:00, business hours 06–22 highlighted),
 * opened on the current hour today, else on the day's first mission, else 06:00 (dayOpening):
 * blocks drag to another hour or truck, click opens the folder.
 */
export function DayView({
  date,
  calendar,
  onOpenFolder,
  onMove,
  onSend,
  onAssign,
  onExternalDrop,
}: DayViewProps) {
  const events = useMemo(() => calendar.missions.map(toEvent), [calendar]);
  const resources = useMemo(
    () => calendar.trucks.map((truck) => ({ id: truck.id, label: truck.name, payload: { truck } })),
    [calendar],
  );
  // Read once: the schedule scrolls to it when it mounts (a new day mounts a new one).
  const [opening] = useState(() => dayOpening(date, calendar.missions));
  const renderEvent = useMemo(() => renderMissionBlock({ onSend, onMove }), [onSend, onMove]);
  const truckOf = (id: string | number | undefined) =>
    calendar.trucks.find((truck) => truck.id === Number(id));

  return (
    <ResourcesDayView
      resources={resources}
      events={events}
      labels={labels}
      locale="fr"
      withHeader={false}
      withEventsDragAndDrop
      eventDragInterval={15}
      canDragEvent={(event: ScheduleEventData) => missionOfEvent(event).planRefusal === null}
      renderResourceLabel={(resource: { payload?: Record<PropertyKey, unknown> }) => (
        <TruckLabel truck={(resource.payload as { truck: CalendarTruck }).truck} />
      )}
      renderEvent={renderEvent}
      renderEventBody={renderBlockBody}
      onEventClick={(event: ScheduleEventData) => onOpenFolder(missionOfEvent(event).folderId)}
      onEventDrop={({ eventId, newStart, resourceId }) => {
        const mission = calendar.missions.find((m) => m.id === Number(eventId));
        const truck = truckOf(resourceId ?? mission?.truckId ?? undefined);
        if (mission && truck) onAssign(mission, truck, fromLocal(newStart));
      }}
      onExternalEventDrop={({ dataTransfer, dropDateTime, resourceId }) =>
        onExternalDrop(dataTransfer.getData(MISSION_DRAG_TYPE), resourceId, fromLocal(dropDateTime))
      }
      rowHeight={56}
      style={{ '--resources-day-view-resource-label-width': '160px' } as CSSProperties}
      maxEventsPerTimeSlot={3}
      date={date}
      startTime="00:00:00"
      endTime="23:59:59"
      startScrollTime={opening}
      intervalMinutes={60}
      slotWidth={100}
      highlightBusinessHours
      businessHours={['06:00:00', '22:00:00']}
    />
  );
}
