import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, ErrorNotificationRequest, SuccessResponse } from '@plateau/contracts';
import { and, eq } from 'drizzle-orm';
import { errorNotifications, folders } from '../../db/schema/index.ts';
import { folderNotFound, folderReadScope } from '../folder-core/index.ts';

export const supportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/errorNotification',
    {
      config: { idempotent: true },
      schema: {
        tags: ['support'],
        summary: 'Report an error the user saw to support',
        body: ErrorNotificationRequest,
        response: { 200: SuccessResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { folderId, ...body } = request.body;
      const { accountId, userId } = request.auth;
      // Only a folder the caller may read: another account's folder does not exist for it.
      if (folderId != null) {
        const scope = await folderReadScope(app.db, request.auth);
        const [readable] = await app.db
          .select({ id: folders.id })
          .from(folders)
          .where(and(eq(folders.id, folderId), scope));
        if (!readable) throw folderNotFound();
      }
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
