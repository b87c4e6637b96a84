import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptFolderRequest,
  CancelFolderRequest,
  DeplacementPourRienRequest,
  ErrorBody,
  Folder,
  FolderIdParams,
  RefuseFolderRequest,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import {
  acceptCancellation,
  acceptFolder,
  cancelFolder,
  closeFolder,
  refuseFolder,
  reportWastedTrip,
} from './folder-actions.service.ts';

const response = { 200: Folder, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const schema = (summary: string) => ({ tags: ['folders'], summary, params: FolderIdParams, response });

/** The action buttons: each answers the updated folder, or 409 when the folder's state does not allow it. */
export const folderActionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/folders/:id/accept',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: { ...schema('Accept the folder'), body: AcceptFolderRequest },
    },
    async (request) => acceptFolder(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/folders/:id/acceptCancellation',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: schema("Accept the assistance company's cancellation proposal"),
    },
    async (request) => acceptCancellation(app.db, app.truckTerminal, request.auth, request.params.id),
  );

  app.post(
    '/api/folders/:id/refuse',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: { ...schema('Refuse the folder'), body: RefuseFolderRequest },
    },
    async (request) => refuseFolder(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/folders/:id/cancel',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: { ...schema('Cancel the folder'), body: CancelFolderRequest },
    },
    async (request) => cancelFolder(app.db, app.truckTerminal, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/folders/:id/dpr',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        ...schema("Report a wasted trip ('deplacement pour rien')"),
        body: DeplacementPourRienRequest,
      },
    },
    async (request) => reportWastedTrip(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/folders/:id/close',
    { config: { idempotent: true }, onRequest: operatorWrites, schema: schema('Close the folder') },
    async (request) => closeFolder(app.db, request.auth, request.params.id),
  );
};
