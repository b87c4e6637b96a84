import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAP_MISSION_STATES, MissionList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { dayjs } from '../../../lib/dates.ts';
import '../../../lib/query-meta.ts';

/** GET /api/missions: the day's missions under way (green) and not yet with a truck (blue). */
export const mapMissionsQuery = () => {
  const startDate = dayjs().startOf('day').toISOString();
  return queryOptions({
    queryKey: ['missions', 'map', startDate],
    queryFn: ({ signal }) =>
      api.get('/api/missions', {
        schema: MissionList,
        signal,
        query: { startDate, missionState: MAP_MISSION_STATES.join(',') },
      }),
  });
};

export const useMapMissions = () => useQuery(mapMissionsQuery());
