import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  Folder,
  MissionIdParams,
  MissionList,
  MissionListQuery,
  MissionPlan,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { planMission } from './mission-planning.service.ts';
import { cancelMission, getMissionKml, listAccountMissions, sendMission } from './missions.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const missionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/missions',
    {
      schema: {
        tags: ['missions'],
        summary: 'Missions planned from startDate, in the given states (the vehicle map)',
        querystring: MissionListQuery,
        response: { 200: MissionList, 400: ErrorBody },
      },
    },
    async (request) => listAccountMissions(app.db, request.auth, request.query),
  );

  app.post(
    '/api/missions/:id/send',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['missions'],
        summary: 'Send the mission to its truck or agent',
        params: MissionIdParams,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => sendMission(app.db, request.auth, request.params.id),
  );

  app.patch(
    '/api/missions/:id',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['missions'],
        summary: 'Give the mission a truck (and its driver) at a time: the dispatch calendar',
        params: MissionIdParams,
        body: MissionPlan,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => planMission(app.db, app.truckTerminal, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/api/missions/:id',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['missions'],
        summary: 'Cancel the mission and tell its truck',
        params: MissionIdParams,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => cancelMission(app.db, app.truckTerminal, request.auth, request.params.id),
  );

  app.get(
    '/api/missions/:id/kml',
    {
      schema: {
        tags: ['missions'],
        summary: "The mission's route as KML",
        params: MissionIdParams,
        produces: ['application/vnd.google-earth.kml+xml'],
        response: { 200: z.string(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.type('application/vnd.google-earth.kml+xml; charset=utf-8');
      return getMissionKml(app.db, request.auth, request.params.id);
    },
  );
};
