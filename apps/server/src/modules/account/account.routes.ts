import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Account } from '@plateau/contracts';
import { getCurrentAccount } from './account.service.ts';

export const accountRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/account',
    { schema: { tags: ['account'], summary: 'The signed-in account', response: { 200: Account } } },
    async (request) => getCurrentAccount(app.db, request.auth),
  );
};
