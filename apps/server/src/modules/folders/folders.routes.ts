import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  Folder,
  FolderCreate,
  FolderCreateQuery,
  FolderDuplicates,
  FolderDuplicatesQuery,
  FolderIdParams,
  FolderList,
  FolderListQuery,
  FolderPatch,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { createFolder } from './folder-create.service.ts';
import { findPossibleDuplicates } from './folder-duplicates.service.ts';
import { folderListSerializerCompiler } from './folder-list.serializer.ts';
import { getFolder, listFolders, patchFolder } from './folders.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const folderRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/folders',
    {
      schema: {
        tags: ['folders'],
        summary: 'The folders the caller may read, one page at a time',
        querystring: FolderListQuery,
        response: { 200: FolderList, 400: ErrorBody },
      },
      serializerCompiler: folderListSerializerCompiler,
    },
    async (request) => listFolders(app.db, request.auth, request.query),
  );

  app.get(
    '/api/folders/duplicates',
    {
      // Asked by the creation form: whoever may create a folder.
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "The account's open folders of the last 24 hours with the same plate or caller's phone (a warning, not a refusal)",
        querystring: FolderDuplicatesQuery,
        response: { 200: FolderDuplicates, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => findPossibleDuplicates(app.db, request.auth, request.query),
  );

  app.get(
    '/api/folders/:id',
    {
      schema: {
        tags: ['folders'],
        summary: 'One folder',
        params: FolderIdParams,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => getFolder(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/folders',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary: 'Create a folder in state CREATED; with send=true its mission leaves at once',
        querystring: FolderCreateQuery,
        body: FolderCreate,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => createFolder(app.db, request.auth, request.body, request.query.send),
  );

  app.patch(
    '/api/folders/:id',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary: 'Save the changed fields of a folder, based on its version',
        params: FolderIdParams,
        body: FolderPatch,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => patchFolder(app.db, request.auth, request.params.id, request.body),
  );
};
