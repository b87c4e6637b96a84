import { MissionState } from '../referentials/codes.ts';

/** Spec 1 §2: green markers, missions under way. */
export const MAP_PENDING_STATES = [
  MissionState.MISSION_STARTED,
  MissionState.MISSION_RESUMED,
  MissionState.MISSION_MODIFIED,
] as const;
/** Spec 1 §2: blue markers, missions no truck has yet. */
export const MAP_UNASSIGNED_STATES = [
  MissionState.MISSION_UNAFFECTED,
  MissionState.MISSION_NOT_YET_SEND,
] as const;
/** The missionState list the map asks GET /api/missions for. */
export const MAP_MISSION_STATES: readonly MissionState[] = [...MAP_PENDING_STATES, ...MAP_UNASSIGNED_STATES];

export type MapMissionKind = 'pending' | 'unassigned';

export function mapMissionKind(state: string): MapMissionKind | null {
  if ((MAP_PENDING_STATES as readonly string[]).includes(state)) return 'pending';
  if ((MAP_UNASSIGNED_STATES as readonly string[]).includes(state)) return 'unassigned';
  return null;
}

/** Spec 1 §9: the map reloads every 60 seconds. */
export const MAP_REFRESH_SECONDS = 60;

/** Spec 1 §9: the map opens on central France at zoom 6. */
export const MAP_FRANCE_CENTER = { latitude: 46.6, longitude: 2.4 } as const;
export const MAP_FRANCE_ZOOM = 6;
