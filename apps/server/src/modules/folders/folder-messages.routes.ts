import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, FolderIdParams, FolderMessageList, FolderMessageText } from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { markFolderMessagesAsRead, sendFolderMessage } from './folder-messages.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** 1,000 characters of up to 4 bytes each, with room: a larger body is a 413 before parsing. */
const MESSAGE_BODY_LIMIT = 16 * 1024;

/** The conversation with the driver of a Nomad folder (Fastify parses text/plain as a string). */
export const folderMessageRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/folders/:id/sendMessage',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      bodyLimit: MESSAGE_BODY_LIMIT,
      schema: {
        tags: ['folders'],
        summary:
          "Send a message (text/plain body) to the driver of a Nomad folder; answers the folder's messages",
        consumes: ['text/plain'],
        params: FolderIdParams,
        body: FolderMessageText,
        response: { 200: FolderMessageList, ...errors, 502: ErrorBody },
      },
    },
    async (request) =>
      sendFolderMessage(app.db, app.truckTerminal, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/folders/:id/messages/markAsRead',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary: "Mark the driver's messages of the folder as read; answers the folder's messages",
        params: FolderIdParams,
        response: { 200: FolderMessageList, ...errors },
      },
    },
    async (request) => markFolderMessagesAsRead(app.db, request.auth, request.params.id),
  );
};
