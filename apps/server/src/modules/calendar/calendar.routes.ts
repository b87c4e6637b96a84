import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BusinessNature, Calendar, CalendarQuery, ErrorBody } from '@plateau/contracts';
import { requireNature } from '../../plugins/auth.ts';
import { calendarSerializerCompiler } from './calendar.serializer.ts';
import { getCalendar } from './calendar.service.ts';

export const calendarRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/calendar',
    {
      // Operators only: a supervisor sees it by opening the account, an assisteur has none.
      onRequest: requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR),
      schema: {
        tags: ['calendar'],
        summary: "The dispatch calendar: the account's trucks, the missions of the period, those to plan",
        querystring: CalendarQuery,
        response: { 200: Calendar, 400: ErrorBody, 403: ErrorBody },
      },
      serializerCompiler: calendarSerializerCompiler,
    },
    async (request) => getCalendar(app.db, request.auth, request.query),
  );
};
