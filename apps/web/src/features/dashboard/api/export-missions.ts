import { useMutation } from '@tanstack/react-query';
import { MISSION_REPORT_FILENAME, type StatsQuery } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/stats/exportByMission: MissionReport.csv, saved under that name. */
export const useExportMissions = () =>
  useMutation({
    mutationFn: async (query: StatsQuery) => {
      const blob = await api.get<Blob>('/api/stats/exportByMission', {
        query,
        as: 'blob',
        timeoutMs: 120_000,
      });
      saveFile(blob, MISSION_REPORT_FILENAME);
    },
    meta: { busyLabel: 'Export des missions...' },
  });
