import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ScheduleEventData } from '@mantine/schedule';
import { IconAlertTriangle, IconArrowsMove, IconSend } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { CalendarMission } from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { blockLabel, conflictText, missionColor } from '../model/blocks.ts';

export interface BlockActions {
  onSend: (mission: CalendarMission) => void;
  onMove: (mission: CalendarMission) => void;
}

/** What a hover shows: where, where to, which vehicle, and why it cannot move. */
export function missionDetails(mission: CalendarMission): ReactNode {
  return (
    <>
      <Text size="xs" fw={600}>
        {blockLabel(mission)} — {mission.missionStateLabel}
      </Text>
      <Text size="xs">Lieu : {mission.customerPlace ?? '—'}</Text>
      <Text size="xs">Destination : {mission.destination ?? '—'}</Text>
      <Text size="xs">Véhicule : {mission.vehicle ?? '—'}</Text>
      {mission.start && (
        <Text size="xs">
          {formatListDate(mission.start)} → {formatListDate(mission.end)}
        </Text>
      )}
      {mission.conflicts.length > 0 && <Text size="xs">Conflit : {conflictText(mission)}</Text>}
      {mission.planRefusal && <Text size="xs">{mission.planRefusal}</Text>}
    </>
  );
}

const canSendNow = (mission: CalendarMission) =>
  mission.canSend && mission.missionState === 'MISSION_NOT_YET_SEND' && mission.truckId !== null;

/** The block's text (the schedule's inner part, the one that takes the pointer). */
export function renderBlockBody(event: ScheduleEventData) {
  const mission = (event.payload as { mission: CalendarMission }).mission;
  return (
    <Group gap={4} wrap="nowrap" px={4}>
      {mission.conflicts.length > 0 && <IconAlertTriangle size={14} aria-hidden />}
      <Text size="xs" fw={500} truncate>
        {blockLabel(mission)}
      </Text>
    </Group>
  );
}

/**
 * A planned block: the schedule's own button (click opens the folder, drag moves it), its details
 * on hover, and beside it « Envoyer » and « Déplacer » (the keyboard's way to move it).
 */
export function renderMissionBlock(actions: BlockActions) {
  return function MissionBlock(
    event: ScheduleEventData,
    props: ComponentPropsWithoutRef<'button'> & { children: ReactNode },
  ) {
    const mission = (event.payload as { mission: CalendarMission }).mission;
    const { title: _title, style, children, ...buttonProps } = props;
    const conflicted = mission.conflicts.length > 0;
    const label = blockLabel(mission);
    const movable = mission.planRefusal === null;
    const actionsWidth = (movable ? 24 : 0) + (canSendNow(mission) ? 24 : 0);
    return (
      <>
        <Tooltip label={missionDetails(mission)} multiline w={280} openDelay={300}>
          <UnstyledButton
            {...buttonProps}
            data-mission-id={mission.id}
            data-conflict={conflicted || undefined}
            aria-label={`Dossier ${label}${conflicted ? ` (conflit : ${conflictText(mission)})` : ''}`}
            style={{
              ...style,
              paddingInlineEnd: actionsWidth,
              borderInlineStart: `4px solid var(--mantine-color-${missionColor(mission.missionState)}-6)`,
              outline: conflicted ? '2px solid var(--mantine-color-red-7)' : undefined,
              outlineOffset: -2,
            }}
          >
            {children}
          </UnstyledButton>
        </Tooltip>
        {actionsWidth > 0 && (
          <Group gap={2} wrap="nowrap" pos="absolute" top={4} right={2} style={{ zIndex: 1 }}>
            {movable && (
              <ActionIcon
                size="sm"
                variant="white"
                color="dark"
                aria-label={`Déplacer ${label}`}
                onClick={() => actions.onMove(mission)}
              >
                <IconArrowsMove size={14} />
              </ActionIcon>
            )}
            {canSendNow(mission) && (
              <Tooltip label="Envoyer">
                <ActionIcon
                  size="sm"
                  variant="white"
                  color="blue"
                  aria-label={`Envoyer ${label}`}
                  onClick={() => actions.onSend(mission)}
                >
                  <IconSend size={14} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </>
    );
  };
}
