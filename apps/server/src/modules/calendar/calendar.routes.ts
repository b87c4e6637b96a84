import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BusinessNature, Calendar, CalendarQuery, CalendarSummary, ErrorBody } from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { calendarSerializerCompiler } from './calendar.serializer.ts';
import { getCalendarSummary } from './calendar-summary.ts';
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

  app.get(
    '/api/calendar/summary',
    {
      onRequest: requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR),
      schema: {
        tags: ['calendar'],
        summary:
          "The week view's calendar: the account's trucks, per truck and day how busy it is, the missions to plan",
        querystring: CalendarQuery,
        response: { 200: CalendarSummary, 400: ErrorBody, 403: ErrorBody },
      },
      serializerCompiler: calendarSerializerCompiler,
    },
    // « Cache-Control: no-cache » asks for an answer read now (the bench measures both).
    async (request) =>
      getCalendarSummary(app.db, request.auth, request.query, {
        cache: /no-cache/.test(request.headers['cache-control'] ?? '') ? null : app.calendarCache,
      }),
  );
};
