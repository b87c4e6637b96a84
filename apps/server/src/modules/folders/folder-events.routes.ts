import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  EventReplayResult,
  FolderEventList,
  FolderEventListQuery,
  FolderEventParams,
  FolderIdParams,
} from '@plateau/contracts';
import { replayFolderEvent } from './folder-event-replay.service.ts';
import { listFolderEvents } from './folder-events.service.ts';
import { operatorWrites } from '../../lib/route-guards.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The 'Flux de travail' tab: the folder's events, and replaying one received from outside. */
export const folderEventRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/folders/:id/events',
    {
      schema: {
        tags: ['folders'],
        summary: "The folder's workflow events, one page at a time (25 by default, oldest first)",
        params: FolderIdParams,
        querystring: FolderEventListQuery,
        response: { 200: FolderEventList, ...errors },
      },
    },
    async (request) => listFolderEvents(app.db, request.auth, request.params.id, request.query),
  );

  app.post(
    '/api/folders/:folderId/events/:eventId',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          'Replay an event received from outside through the service that applied it; nothing changes when it is already applied',
        params: FolderEventParams,
        response: { 200: EventReplayResult, ...errors },
      },
    },
    async (request) =>
      replayFolderEvent(app.db, request.auth, request.params.folderId, request.params.eventId),
  );
};
