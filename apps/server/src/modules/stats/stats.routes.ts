import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DayStatsList,
  DepanneurStatsList,
  ErrorBody,
  mayReadStatsView,
  missionReportFilename,
  ProviderStatsList,
  StatsQuery,
  statsViewsOf,
  type StatsView,
  TruckStatsList,
} from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { Forbidden } from '../../lib/errors.ts';
import { missionReportStream } from './mission-report.ts';
import { dayStats, depanneurStats, providerStats, truckStats } from './stats.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody };
const NOT_YOUR_VIEW = "Votre compte n'a pas accès à cette vue des statistiques";

/** Route guard: the views a nature may read are a contracts rule (stats-rules.ts). */
const requireStatsView = (view: StatsView) => async (request: FastifyRequest, _reply: FastifyReply) => {
  if (!mayReadStatsView(request.auth.nature, view)) throw new Forbidden(NOT_YOUR_VIEW);
};
/** The mission report: any nature that has a view of the dashboard. */
const requireSomeStatsView = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (statsViewsOf(request.auth.nature).length === 0) throw new Forbidden(NOT_YOUR_VIEW);
};

/** 'Mon tableau de bord': figures per truck, assistance company and operator, and the mission report. */
export const statsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['stats'];

  app.get(
    '/api/stats/byTruck',
    {
      onRequest: requireStatsView('byTruck'),
      schema: {
        tags,
        summary: "The period's missions per truck of the account",
        querystring: StatsQuery,
        response: { 200: TruckStatsList, ...errors },
      },
    },
    async (request) => truckStats(app.db, request.auth, request.query),
  );

  app.get(
    '/api/stats/byAssistanceProvider',
    {
      onRequest: requireStatsView('byAssistanceProvider'),
      schema: {
        tags,
        summary: "The period's missions per assistance company",
        querystring: StatsQuery,
        response: { 200: ProviderStatsList, ...errors },
      },
    },
    async (request) => providerStats(app.db, request.auth, request.query),
  );

  app.get(
    '/api/stats/byDepanneur',
    {
      onRequest: requireStatsView('byDepanneur'),
      schema: {
        tags,
        summary: "The period's missions per tow operator (assistance companies and supervisors)",
        querystring: StatsQuery,
        response: { 200: DepanneurStatsList, ...errors },
      },
    },
    async (request) => depanneurStats(app.db, request.auth, request.query),
  );

  app.get(
    '/api/stats/byDay',
    {
      onRequest: requireSomeStatsView,
      schema: {
        tags,
        summary: "The period's missions per day (Paris time) and outcome: the dashboard's chart",
        querystring: StatsQuery,
        response: { 200: DayStatsList, ...errors },
      },
    },
    async (request) => dayStats(app.db, request.auth, request.query),
  );

  app.get(
    '/api/stats/exportByMission',
    {
      onRequest: requireSomeStatsView,
      schema: {
        tags,
        summary:
          'rapport-missions_<début>_<fin>.csv: one line per mission of the period, with its steps and delays (streamed)',
        querystring: StatsQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(missionReportFilename(request.query), 'attachment'))
        .header('cache-control', 'no-store')
        .send(missionReportStream(app.db, request.auth, request.query)),
  );
};
