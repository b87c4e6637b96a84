import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AlarmList } from '@plateau/contracts';
import { listAlarms } from './alarms.repository.ts';

export const alarmRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/alarms',
    { schema: { tags: ['alarms'], summary: "The account's alarms", response: { 200: AlarmList } } },
    async (request) => listAlarms(app.db, request.auth.accountId),
  );
};
