import { Text, UnstyledButton } from '@mantine/core';
import type { ScheduleEventData } from '@mantine/schedule';
import { IconAlertTriangle, IconArrowsMove, IconSend } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { CalendarMission } from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { blockLabel, conflictText, missionColor } from '../model/blocks.ts';
import classes from './mission-block.module.css';

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

/** The hover's text (a native title: one per block, no component tree behind it). */
export function missionDetailsText(mission: CalendarMission): string {
  return [
    `${blockLabel(mission)} — ${mission.missionStateLabel}`,
    `Lieu : ${mission.customerPlace ?? '—'}`,
    `Destination : ${mission.destination ?? '—'}`,
    `Véhicule : ${mission.vehicle ?? '—'}`,
    mission.start ? `${formatListDate(mission.start)} → ${formatListDate(mission.end)}` : null,
    mission.conflicts.length > 0 ? `Conflit : ${conflictText(mission)}` : null,
    mission.planRefusal,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The block's text (the schedule's inner part, the one that takes the pointer). */
export function renderBlockBody(event: ScheduleEventData) {
  const mission = (event.payload as { mission: CalendarMission }).mission;
  return (
    <span className={classes.body}>
      {mission.conflicts.length > 0 && <IconAlertTriangle size={14} aria-hidden />}
      <span className={classes.label}>{blockLabel(mission)}</span>
    </span>
  );
}

/**
 * A planned block: the schedule's own button (click opens the folder, drag moves it), its details
 * on hover, and beside it « Envoyer » and « Déplacer » (the keyboard's way to move it). Plain
 * elements: a busy week draws 2,000 blocks, and a Mantine Tooltip and two ActionIcons each made
 * the week take over a minute to appear with a slow CPU (issue 22, speed).
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
    const sendable = canSendNow(mission);
    const actionsWidth = (movable ? 24 : 0) + (sendable ? 24 : 0);
    return (
      <>
        <UnstyledButton
          {...buttonProps}
          title={missionDetailsText(mission)}
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
        {actionsWidth > 0 && (
          <span className={classes.actions}>
            {movable && (
              <button
                type="button"
                className={classes.action}
                aria-label={`Déplacer ${label}`}
                title="Déplacer"
                onClick={() => actions.onMove(mission)}
              >
                <IconArrowsMove size={14} aria-hidden />
              </button>
            )}
            {sendable && (
              <button
                type="button"
                className={`${classes.action} ${classes.send}`}
                aria-label={`Envoyer ${label}`}
                title="Envoyer"
                onClick={() => actions.onSend(mission)}
              >
                <IconSend size={14} aria-hidden />
              </button>
            )}
          </span>
        )}
      </>
    );
  };
}
