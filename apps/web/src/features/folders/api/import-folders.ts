import { useQueryClient } from '@tanstack/react-query';
import { GpxImportResult, ImportAccepted, type GpxImportMission } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';
import { rememberSentFiles, trackUpload } from '../model/imports-sent-here.ts';

/** Files of up to 10 MB each on a slow line. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** POST /api/folders/importCsv?qualified=…: answers at once; the end arrives as a live message. */
export function importCsv(
  { files, qualified }: { files: readonly File[]; qualified: boolean },
  idempotencyKey: string,
) {
  const formData = new FormData();
  for (const file of files) formData.append('csvFiles', file, file.name);
  return trackUpload(
    api
      .post('/api/folders/importCsv', undefined, {
        query: { qualified: String(qualified) },
        formData,
        schema: ImportAccepted,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        idempotencyKey,
      })
      .then((accepted) => {
        rememberSentFiles(accepted.files);
        return accepted;
      }),
  );
}

/** POST /api/folders/importGpx: the files, and the mission part as JSON. */
export function importGpx(
  { files, mission }: { files: readonly File[]; mission: GpxImportMission },
  idempotencyKey: string,
) {
  const formData = new FormData();
  for (const file of files) formData.append('gpxFiles', file, file.name);
  formData.append('mission', JSON.stringify(mission));
  return api.post('/api/folders/importGpx', undefined, {
    formData,
    schema: GpxImportResult,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    idempotencyKey,
  });
}

export function useImportCsv() {
  return useSubmission(importCsv, { meta: { busyLabel: 'Envoi des fichiers...' } });
}

export function useImportGpx() {
  const queryClient = useQueryClient();
  return useSubmission(importGpx, {
    meta: { busyLabel: 'Import des traces...' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: folderKeys.all, predicate: (q) => q.queryKey[1] === 'list' }),
  });
}
