import { useMutation } from '@tanstack/react-query';
import { missionReportFilename, type StatsQuery } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/stats/exportByMission: the missions of the period, saved under a name that says so. */
export const useExportMissions = () =>
  useMutation({
    mutationFn: async (query: StatsQuery) => {
      const blob = await api.get<Blob>('/api/stats/exportByMission', {
        query,
        as: 'blob',
        timeoutMs: 120_000,
      });
      saveFile(blob, missionReportFilename(query));
    },
    meta: { busyLabel: 'Export des missions...' },
  });
