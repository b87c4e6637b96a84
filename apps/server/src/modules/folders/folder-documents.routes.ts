import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { contentDisposition } from '../../lib/content-disposition.ts';
import {
  BusinessNature,
  DocumentThumbnail,
  ErrorBody,
  FolderDocumentList,
  FolderDocumentParams,
  FolderIdParams,
  isImageContentType,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_BATCH,
} from '@plateau/contracts';
import { operatorWrites, requireNature } from '../../lib/route-guards.ts';
import { attachDocuments, badUpload, readDocument, type UploadedDocument } from '../folder-core/index.ts';
import { folderDriverReportsRoutes } from './folder-driver-reports.routes.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** Operators and supervisors read documents; an assisteur has no documents tab (spec 2 §2). */
const documentReaders = requireNature(
  BusinessNature.MISSION,
  BusinessNature.DEPANNEUR,
  BusinessNature.SUPERVISOR,
);

/**
 * Reads every part of the multipart body. Files are cut one byte past the limit (so an
 * over-size file is seen, and refused by checkUploadBatch, not by the plugin in English), and
 * one file past the batch limit is kept, so a batch of 10 is refused by the same rule.
 */
async function readUploads(request: FastifyRequest): Promise<UploadedDocument[]> {
  const uploads: UploadedDocument[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      uploads.push({ filename: part.filename, bytes, truncated: part.file.truncated });
    }
  } catch (error) {
    throw badUpload(error);
  }
  return uploads;
}

function sendFile(reply: FastifyReply, file: { filename: string; contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename, 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/** A folder's documents (spec 2 §2 'Document', §7). Multipart is parsed in this scope only. */
export const folderDocumentRoutes: FastifyPluginAsync = async (base) => {
  // The drivers' signed reports are read beside the documents (modules/index.ts lists one plugin per file).
  await base.register(folderDriverReportsRoutes);
  await base.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_DOCUMENT_BYTES + 1,
      files: MAX_DOCUMENTS_PER_BATCH + 1,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_DOCUMENTS_PER_BATCH + 11,
      headerPairs: 100,
    },
  });
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/folders/:id/attachDocument',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "Add documents (multipart, repeated field 'files': images or PDF, under 10 MB each, 9 at most); answers the folder's documents",
        consumes: ['multipart/form-data'],
        params: FolderIdParams,
        response: { 200: FolderDocumentList, ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badUpload(new Error('Les fichiers doivent être envoyés en multipart/form-data.'));
      const uploads = await readUploads(request);
      return attachDocuments(app.db, request.auth, request.params.id, uploads);
    },
  );

  app.get(
    '/api/folders/:id/documents/:documentId/binary',
    {
      onRequest: documentReaders,
      schema: {
        tags: ['folders'],
        summary: 'The document as stored: its bytes, its type, its name (download)',
        params: FolderDocumentParams,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      return sendFile(reply, await readDocument(app.db, request.auth, id, documentId, 'content'));
    },
  );

  app.get(
    '/api/folders/:id/documents/:documentId/image',
    {
      onRequest: documentReaders,
      schema: {
        tags: ['folders'],
        summary: "The document's thumbnail (about 320 px, JPEG), base64 encoded; 404 when it has none",
        params: FolderDocumentParams,
        response: { 200: DocumentThumbnail, ...errors },
      },
    },
    async (request) => {
      const { id, documentId } = request.params;
      const thumbnail = await readDocument(app.db, request.auth, id, documentId, 'thumbnail');
      return { contentType: thumbnail.contentType, base64: thumbnail.bytes.toString('base64') };
    },
  );

  app.get(
    '/api/folders/:id/documents/:documentId',
    {
      onRequest: documentReaders,
      schema: {
        tags: ['folders'],
        summary: 'An image document shown inline; a PDF or any other document is downloaded (attachment)',
        params: FolderDocumentParams,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const file = await readDocument(app.db, request.auth, id, documentId, 'content');
      // A PDF shown by the browser runs in the product's origin (scripts, forms, links): only the
      // raster images the upload accepts are shown inline; everything else is a download.
      const disposition = isImageContentType(file.contentType) ? 'inline' : 'attachment';
      return sendFile(reply, file).header(
        'content-disposition',
        contentDisposition(file.filename, disposition),
      );
    },
  );
};
