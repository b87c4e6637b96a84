import { z } from 'zod';
import { idParam, isSafeText, TEXT_INVALID_MESSAGE } from '../fields.ts';
import { FolderDocument } from './valorisation.ts';
import { withoutUnsafeNameCharacters } from '../rules/file-names.ts';

/** The folder's documents, oldest first (attachDocument answers them). */
export const FolderDocumentList = z.array(FolderDocument);
export type FolderDocumentList = z.infer<typeof FolderDocumentList>;

export const FolderDocumentParams = z.object({ id: idParam, documentId: idParam }).strict();

/** GET …/documents/{documentId}/image: the thumbnail, base64 encoded, as the spec's call table says. */
export const DocumentThumbnail = z.object({ contentType: z.string(), base64: z.string() });
export type DocumentThumbnail = z.infer<typeof DocumentThumbnail>;

/** The longest file name kept (the rest is cut, the extension kept). */
export const DOCUMENT_FILENAME_MAX_LENGTH = 120;

/**
 * The name a document is stored under: no folder part (C:\\…\\photo.jpg → photo.jpg), no
 * control or bidirectional character, at most 120 characters with the extension kept; 'document' when empty.
 */
export function cleanDocumentFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = withoutUnsafeNameCharacters(base);
  if (!clean || clean === '.' || clean === '..') return 'document';
  if (clean.length <= DOCUMENT_FILENAME_MAX_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, DOCUMENT_FILENAME_MAX_LENGTH - extension.length) + extension;
}

/** GET /api/reports/{orderNo}/pdf: an order number, bounded and storable. */
export const ReportOrderNoParams = z
  .object({
    orderNo: z
      .string()
      .trim()
      .min(1, "Le numéro d'ordre est vide")
      .max(50, "Le numéro d'ordre ne doit pas dépasser 50 caractères")
      .refine(isSafeText, TEXT_INVALID_MESSAGE),
  })
  .strict();

/** The technician report's file name. */
export const technicianReportFilename = (orderNo: string) => `Report-${orderNo}.pdf`;
