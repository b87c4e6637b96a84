import { describe, expect, it } from 'vitest';
import {
  EVENT_INTERNAL_MESSAGE,
  EVENT_NOT_REPLAYABLE_MESSAGE,
  isMoveApplied,
  isPositionApplied,
  isStepApplied,
  replayRefusal,
} from './event-replay.ts';
import { EventReplay } from '../folders/event-replay.ts';
import { FolderEventListQuery } from '../folders/event.ts';

describe('replayRefusal', () => {
  it('refuses what Plateau made, and events of unknown origin', () => {
    expect(replayRefusal({ creationOrigine: 'BACKOFFICE', hasReplay: true })).toEqual({
      status: 409,
      message: EVENT_INTERNAL_MESSAGE,
    });
    expect(replayRefusal({ creationOrigine: null, hasReplay: true })?.message).toBe(EVENT_INTERNAL_MESSAGE);
  });
  it("refuses what Plateau's driver app and the back office's imports made, even with a replay", () => {
    for (const creationOrigine of ['CHAUFFEUR', 'IMPORT_CSV', 'IMPORT_GPX'])
      expect(replayRefusal({ creationOrigine, hasReplay: true })?.message).toBe(EVENT_INTERNAL_MESSAGE);
  });
  it('accepts what the assistance companies and the trucks sent', () => {
    for (const creationOrigine of ['PRAXEDO', 'WEBFLEET'])
      expect(replayRefusal({ creationOrigine, hasReplay: true })).toBeNull();
  });
  it('refuses an outside event that kept nothing to re-apply', () => {
    expect(replayRefusal({ creationOrigine: 'NOMAD', hasReplay: false })?.message).toBe(
      EVENT_NOT_REPLAYABLE_MESSAGE,
    );
  });
  it('accepts an outside event with its replay', () => {
    expect(replayRefusal({ creationOrigine: 'NOMAD', hasReplay: true })).toBeNull();
  });
});

describe('isStepApplied', () => {
  const steps = { started: { dateTime: '2026-05-04T08:30:00.000Z', latitude: null, longitude: null } };
  it('is true for the same step at the same instant, whatever the offset written', () => {
    expect(isStepApplied(steps, 'started', '2026-05-04T10:30:00+02:00')).toBe(true);
  });
  it('is false for another date, or a step not reported', () => {
    expect(isStepApplied(steps, 'started', '2026-05-04T08:31:00.000Z')).toBe(false);
    expect(isStepApplied(steps, 'finished', '2026-05-04T08:30:00.000Z')).toBe(false);
  });
});

describe('isPositionApplied', () => {
  it('is true once the route reached the position, false before or with no route', () => {
    expect(isPositionApplied('2026-05-04T08:30:00.000Z', '2026-05-04T08:30:00.000Z')).toBe(true);
    expect(isPositionApplied('2026-05-04T08:31:00.000Z', '2026-05-04T08:30:00.000Z')).toBe(true);
    expect(isPositionApplied('2026-05-04T08:29:00.000Z', '2026-05-04T08:30:00.000Z')).toBe(false);
    expect(isPositionApplied(null, '2026-05-04T08:30:00.000Z')).toBe(false);
  });
});

describe('isMoveApplied', () => {
  it('is true while the folder is in the state the move led to', () => {
    expect(isMoveApplied('CANCEL_PROPOSAL', 'CANCEL_PROPOSAL')).toBe(true);
    expect(isMoveApplied('ACCEPTED', 'CANCEL_PROPOSAL')).toBe(false);
    expect(isMoveApplied('ACCEPTED', null)).toBe(false);
  });
});

describe('EventReplay', () => {
  it('reads a stored step and refuses an unknown kind', () => {
    const step = {
      kind: 'missionStep',
      missionId: 4,
      step: 'started',
      origin: 'NOMAD',
      at: '2026-05-04T08:30:00.000Z',
      latitude: 45.7,
      longitude: 4.8,
    };
    expect(EventReplay.parse(step)).toEqual(step);
    expect(EventReplay.safeParse({ kind: 'photo' }).success).toBe(false);
  });
});

describe('FolderEventListQuery', () => {
  it('defaults to 25 a page, page 1, oldest first', () => {
    expect(FolderEventListQuery.parse({})).toEqual({ limit: 25, page: 1, order: 'asc' });
  });
  it('takes only the page sizes 10, 25 and 50, and no unknown parameter', () => {
    expect(FolderEventListQuery.parse({ limit: '50', order: 'desc', page: '2' })).toEqual({
      limit: 50,
      page: 2,
      order: 'desc',
    });
    const wrong = FolderEventListQuery.safeParse({ limit: '20' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('La taille de page doit être 10, 25 ou 50');
    expect(FolderEventListQuery.safeParse({ sort: 'id' }).success).toBe(false);
  });
});
