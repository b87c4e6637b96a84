import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DocumentThumbnail,
  ErrorBody,
  MAX_YARD_PHOTO_BYTES,
  YARD_PHOTO_UPLOAD_TYPES,
  YardIdParams,
  YardPhotoList,
  YardPhotoParams,
  YardPhotoQuery,
} from '@plateau/contracts';
import { operatorWrites, requireNature } from '../../lib/route-guards.ts';
import { addPhoto, deletePhoto, listPhotos, readPhoto } from './yard-photos.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['yard'];
const readers = requireNature('MISSION', 'DEPANNEUR');

/**
 * The photos of a vehicle's condition sheet (/api/yard/entries/:id/photos). They arrive as the image itself
 * (the browser compressed it to 2 megapixels): no multipart to parse, and this scope alone reads images.
 */
export const yardPhotoRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    YARD_PHOTO_UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_YARD_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );
  const list = { response: { 200: YardPhotoList, ...errors } };

  app.get(
    '/api/yard/entries/:id/photos',
    {
      onRequest: readers,
      schema: { tags, summary: 'The photos of the condition sheet', params: YardIdParams, ...list },
    },
    async (request) => listPhotos(app.db, request.auth.accountId, request.params.id),
  );
  app.post(
    '/api/yard/entries/:id/photos',
    {
      onRequest: operatorWrites,
      config: { idempotent: true, idempotencyKeyRequired: true },
      schema: {
        tags,
        summary: 'Adds a photo to the condition sheet (body: the JPEG, PNG or WebP image itself)',
        consumes: YARD_PHOTO_UPLOAD_TYPES,
        params: YardIdParams,
        querystring: YardPhotoQuery,
        response: { 201: YardPhotoList, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const takenAt = request.query.takenAt ? new Date(request.query.takenAt) : new Date();
      const bytes = request.body as Buffer;
      return reply
        .code(201)
        .send(await addPhoto(app.db, request.auth, request.params.id, { bytes, takenAt }));
    },
  );
  app.get(
    '/api/yard/entries/:id/photos/:photoId',
    {
      onRequest: readers,
      schema: { tags, summary: 'The photo as stored (shown inline)', params: YardPhotoParams },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const photo = await readPhoto(app.db, request.auth.accountId, id, photoId, 'image');
      return reply
        .header('content-type', photo.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
  app.get(
    '/api/yard/entries/:id/photos/:photoId/thumbnail',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'The photo’s thumbnail (about 320 px, JPEG), base64 encoded',
        params: YardPhotoParams,
        response: { 200: DocumentThumbnail, ...errors },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const thumbnail = await readPhoto(app.db, request.auth.accountId, id, photoId, 'thumbnail');
      return { contentType: thumbnail.contentType, base64: thumbnail.bytes.toString('base64') };
    },
  );
  app.delete(
    '/api/yard/entries/:id/photos/:photoId',
    {
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: 'Removes a photo while the vehicle is in the lot',
        params: YardPhotoParams,
        ...list,
      },
    },
    async (request) => deletePhoto(app.db, request.auth, request.params.id, request.params.photoId),
  );
};
