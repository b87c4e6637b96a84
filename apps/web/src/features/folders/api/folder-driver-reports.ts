import { useQuery } from '@tanstack/react-query';
import { FolderDriverReportList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { folderKeys } from './folder-keys.ts';

/** GET /api/folders/{id}/driverReports: the reports the drivers had signed in the app (issue 28 §4). */
export const useFolderDriverReports = (folderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...folderKeys.detail(folderId), 'driverReports'] as const,
    enabled,
    queryFn: () => api.get(`/api/folders/${folderId}/driverReports`, { schema: FolderDriverReportList }),
  });
