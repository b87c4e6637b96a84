import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@plateau/contracts';
import { z } from 'zod';
import { requireAdmin } from '../../lib/route-guards.ts';
import { eInvoicingAccess } from './e-invoicing.routes.ts';
import { receivePlatformWebhook, renewWebhookToken, WEBHOOK_PREFIX } from './platform-webhook.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody };

/** The platform's webhook (public, its address holds a token) and, for an ADMIN, a new address. */
export const platformWebhookRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['e-invoicing'];

  app.post(
    `${WEBHOOK_PREFIX}*`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The approved platform's webhook: the flow named is read back from the platform with the account's token",
        response: { 200: z.object({ taken: z.boolean() }), ...errors },
      },
    },
    async (request) => receivePlatformWebhook(app, (request.params as { '*': string })['*'], request.body),
  );

  app.put(
    '/api/e-invoicing/settings/webhook',
    {
      onRequest: [...eInvoicingAccess, requireAdmin],
      schema: {
        tags,
        summary: 'A new webhook address to declare on the platform (the previous one stops); shown once',
        response: { 200: z.object({ path: z.string() }), ...errors },
      },
    },
    async (request) => ({ path: await renewWebhookToken(app, request.auth.accountId) }),
  );
};
