import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorNotificationRequest, SuccessResponse } from '@plateau/contracts';
import { errorNotifications } from '../../db/schema/index.ts';

export const supportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/errorNotification',
    {
      schema: {
        tags: ['support'],
        summary: 'Report an error the user saw to support',
        body: ErrorNotificationRequest,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      const { folderId, ...body } = request.body;
      const { accountId, userId } = request.auth;
      await app.db.insert(errorNotifications).values({
        accountId,
        userId,
        folderId: folderId ?? null,
        body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      request.log.warn({ support: { accountId, userId, folderId, ...body } }, 'error reported to support');
      return { success: true as const };
    },
  );
};
