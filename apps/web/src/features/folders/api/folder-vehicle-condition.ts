import { useQuery } from '@tanstack/react-query';
import { FolderVehicleCondition } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { folderKeys } from './folder-keys.ts';

/** GET /api/folders/{id}/vehicleCondition: the PVs of pickup and delivery (issue 33); live with the folder. */
export const useFolderVehicleCondition = (folderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...folderKeys.detail(folderId), 'vehicleCondition'] as const,
    enabled,
    queryFn: () => api.get(`/api/folders/${folderId}/vehicleCondition`, { schema: FolderVehicleCondition }),
  });
