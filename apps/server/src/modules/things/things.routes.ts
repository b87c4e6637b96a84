import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  Thing,
  ThingAccountOptions,
  ThingIdParams,
  ThingList,
  ThingListQuery,
  ThingPatch,
} from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { listManagedAccounts } from './things.repository.ts';
import { listVisibleThings, patchThing, removeThing } from './things.service.ts';

/** 'Mes objets IoT' is in the menu of these natures (spec 1 §2); an assistance company has none. */
const thingNatures = requireNature('IOT', 'MISSION', 'DEPANNEUR', 'SUPERVISOR');
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const thingsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/things',
    {
      onRequest: thingNatures,
      schema: {
        tags: ['things'],
        summary: 'Connected objects the account sees (a supervisor: its accounts and the unassigned ones)',
        querystring: ThingListQuery,
        response: { 200: ThingList, ...errors },
      },
    },
    async (request) => listVisibleThings(app.db, request.auth, request.query),
  );

  app.get(
    '/api/things/accounts',
    {
      onRequest: requireNature('SUPERVISOR'),
      schema: {
        tags: ['things'],
        summary: 'The accounts a supervisor may filter on and give objects to',
        querystring: z.object({}).strict(),
        response: { 200: ThingAccountOptions, 403: ErrorBody },
      },
    },
    async (request) => listManagedAccounts(app.db, request.auth.accountId),
  );

  app.patch(
    '/api/things/:id',
    {
      onRequest: thingNatures,
      schema: {
        tags: ['things'],
        summary: 'Saves the changed fields of an object (the account: supervisors only)',
        params: ThingIdParams,
        body: ThingPatch,
        response: { 200: Thing, ...errors },
      },
    },
    async (request) => patchThing(app.db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/api/things/:id',
    {
      onRequest: thingNatures,
      schema: {
        tags: ['things'],
        summary: 'Deletes an object',
        params: ThingIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeThing(app.db, request.auth, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
