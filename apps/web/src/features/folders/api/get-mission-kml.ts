import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { trackOfKml } from '../model/kml-track.ts';
import { folderKeys } from './folder-keys.ts';

/** GET /api/missions/{id}/kml: the mission's route as KML, read here as a list of points. */
export const missionTrackQuery = (missionId: number) =>
  queryOptions({
    queryKey: folderKeys.kml(missionId),
    queryFn: async ({ signal }) =>
      trackOfKml(String(await api.get<unknown>(`/api/missions/${missionId}/kml`, { signal }))),
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useMissionTrack = (missionId: number | null | undefined) =>
  useQuery({ ...missionTrackQuery(missionId ?? 0), enabled: !!missionId });
