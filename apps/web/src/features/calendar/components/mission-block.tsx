import { Text } from '@mantine/core';
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

/** A Box's `mod` as its data attributes (Box's own rule: `autoSize` → `data-auto-size`, falsy left out). */
function modAttributes(mod: unknown): Record<string, unknown> {
  if (!mod) return {};
  if (Array.isArray(mod)) return Object.assign({}, ...mod.map(modAttributes)) as Record<string, unknown>;
  if (typeof mod === 'string') return modAttributes({ [mod]: true });
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(mod as Record<string, unknown>)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    const name = (key.startsWith('data-') ? key.slice(5) : key).replace(/([a-z])([A-Z])/g, '$1-$2');
    attributes[`data-${name.toLowerCase()}`] = value;
  }
  return attributes;
}

/**
 * A planned block: the schedule's own button (click opens the folder, drag moves it), its details
 * on hover, and beside it « Envoyer » and « Déplacer » (the keyboard's way to move it). Plain
 * elements: a busy week draws 2,000 blocks, and a Mantine Tooltip and two ActionIcons each made
 * the week take over a minute to appear with a slow CPU (issue 22, speed). The button itself is a
 * plain one with the schedule's classes and data attributes: a Mantine UnstyledButton per block
 * was a component tree more, re-rendered at each of the schedule's renders (issue 28 §7).
 */
export function renderMissionBlock(actions: BlockActions) {
  return function MissionBlock(
    event: ScheduleEventData,
    props: ComponentPropsWithoutRef<'button'> & { children: ReactNode },
  ) {
    const mission = (event.payload as { mission: CalendarMission }).mission;
    const {
      title: _title,
      style,
      children,
      className,
      mod,
      size: _size,
      ...buttonProps
    } = props as typeof props & { mod?: unknown; size?: unknown };
    const conflicted = mission.conflicts.length > 0;
    const label = blockLabel(mission);
    const movable = mission.planRefusal === null;
    const sendable = canSendNow(mission);
    const actionsWidth = (movable ? 24 : 0) + (sendable ? 24 : 0);
    return (
      <>
        <button
          type="button"
          {...buttonProps}
          {...modAttributes(mod)}
          className={`${classes.block} ${className ?? ''}`}
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
        </button>
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
