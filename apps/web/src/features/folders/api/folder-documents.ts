import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DocumentThumbnail, Folder, FolderDocumentList, type FolderDocument } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { folderKeys } from './folder-keys.ts';

/** Uploads can take a while on a slow line: 9 files of 10 MB. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** POST /api/folders/{id}/attachDocument: multipart, repeated field 'files'; answers the documents. */
export function attachDocuments(
  { folderId, files }: { folderId: number; files: readonly File[] },
  idempotencyKey: string,
) {
  const formData = new FormData();
  for (const file of files) formData.append('files', file, file.name);
  return api.post(`/api/folders/${folderId}/attachDocument`, undefined, {
    formData,
    schema: FolderDocumentList,
    timeoutMs: UPLOAD_TIMEOUT_MS,
    idempotencyKey,
  });
}

/** The documents go into the open folder at once; its version does not move (not an edit). */
export function useAttachDocuments() {
  const queryClient = useQueryClient();
  return useSubmission(attachDocuments, {
    meta: { busyLabel: 'Ajout des documents...' },
    onSuccess: (documents, { folderId }) => {
      queryClient.setQueryData<Folder>(folderKeys.detail(folderId), (folder) =>
        folder ? { ...folder, documents } : folder,
      );
    },
  });
}

/** GET …/documents/{documentId}/image: the thumbnail as a data URL, kept while the folder is open. */
export function useDocumentThumbnail(folderId: number, document: FolderDocument) {
  return useQuery({
    queryKey: [...folderKeys.detail(folderId), 'thumbnail', document.id],
    enabled: document.image,
    staleTime: Infinity,
    meta: { silent: true },
    queryFn: async () => {
      const thumbnail = await api.get(`/api/folders/${folderId}/documents/${document.id}/image`, {
        schema: DocumentThumbnail,
      });
      return `data:${thumbnail.contentType};base64,${thumbnail.base64}`;
    },
  });
}

/** GET …/documents/{documentId}/binary, saved under the document's name. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async ({ folderId, document }: { folderId: number; document: FolderDocument }) => {
      const blob = await api.get<Blob>(`/api/folders/${folderId}/documents/${document.id}/binary`, {
        as: 'blob',
      });
      saveFile(blob, document.filename);
    },
  });
}

/** GET /api/reports/{orderNo}/pdf, saved as Report-{orderNo}.pdf. */
export function useDownloadTechnicianReport() {
  return useMutation({
    meta: { busyLabel: 'Téléchargement rapport...' },
    mutationFn: async ({ orderNo }: { orderNo: string }) => {
      const blob = await api.get<Blob>(`/api/reports/${encodeURIComponent(orderNo)}/pdf`, { as: 'blob' });
      saveFile(blob, `Report-${orderNo}.pdf`);
    },
  });
}

/** POST /api/folders/{id}/attachReport: the technician's report becomes a document; answers the folder. */
export function useAttachTechnicianReport() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ folderId }: { folderId: number }, idempotencyKey) =>
      api.post(`/api/folders/${folderId}/attachReport`, undefined, { schema: Folder, idempotencyKey }),
    {
      meta: { busyLabel: 'Attacher le rapport du technicien...' },
      onSuccess: (folder) => {
        queryClient.setQueryData<Folder>(folderKeys.detail(folder.id), (open) =>
          open ? { ...open, documents: folder.documents } : open,
        );
      },
    },
  );
}

/** GET /api/folders/{id}/jobSheet (issue 20 §1): the printable job sheet, saved as a PDF. */
export function useDownloadJobSheet() {
  return useMutation({
    meta: { busyLabel: "Préparation de la fiche d'intervention..." },
    mutationFn: async ({ folderId, orderNo }: { folderId: number; orderNo: string }) => {
      const blob = await api.get<Blob>(`/api/folders/${folderId}/jobSheet`, { as: 'blob' });
      saveFile(blob, `Fiche-intervention-${orderNo}.pdf`);
    },
  });
}
