import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DocumentThumbnail, YardPhotoList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { compressPhoto } from '../../../lib/compress-photo.ts';
import { openFile } from '../../../lib/save-file.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

const photosKey = (entryId: number) => ['yard', 'entry', entryId, 'photos'] as const;
const photosPath = (entryId: number) => `/api/yard/entries/${entryId}/photos`;

/** GET …/photos: the condition sheet's photos, without their bytes. */
export const useYardPhotos = (entryId: number) =>
  useQuery({
    queryKey: photosKey(entryId),
    queryFn: ({ signal }) => api.get(photosPath(entryId), { schema: YardPhotoList, signal }),
  });

/** GET …/photos/{photoId}/thumbnail: a data URL, kept while the page is open (a photo never changes). */
export const useYardPhotoThumbnail = (entryId: number, photoId: number) =>
  useQuery({
    queryKey: [...photosKey(entryId), photoId],
    staleTime: Infinity,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const thumbnail = await api.get(`${photosPath(entryId)}/${photoId}/thumbnail`, {
        schema: DocumentThumbnail,
        signal,
      });
      return `data:${thumbnail.contentType};base64,${thumbnail.base64}`;
    },
  });

/** Opens the photo itself in a new tab. */
export async function openYardPhoto(entryId: number, photoId: number): Promise<void> {
  const blob = await api.get<Blob>(`${photosPath(entryId)}/${photoId}`, { as: 'blob' });
  openFile(blob);
}

/** POST …/photos: the photo compressed to 2 megapixels in the browser, dated by its file. */
export function useAddYardPhoto(entryId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    async (file: File, idempotencyKey: string) =>
      api.post(photosPath(entryId), undefined, {
        blob: await compressPhoto(file),
        query: { takenAt: new Date(file.lastModified || Date.now()).toISOString() },
        schema: YardPhotoList,
        idempotencyKey,
      }),
    {
      meta: { busyLabel: 'Envoi de la photo...' },
      onSuccess: (photos) => queryClient.setQueryData(photosKey(entryId), photos),
    },
  );
}

/** DELETE …/photos/{photoId}. */
export function useDeleteYardPhoto(entryId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (photoId: number) => api.delete(`${photosPath(entryId)}/${photoId}`, { schema: YardPhotoList }),
    {
      meta: { busyLabel: 'Suppression de la photo...' },
      onSuccess: (photos) => queryClient.setQueryData(photosKey(entryId), photos),
    },
  );
}
