import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  FavouritePlace,
  FavouritePlaceInput,
  FavouritePlaceList,
  PlaceIdParams,
  PlaceSyncResult,
} from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { createPlace, listAccountPlaces, removePlace, replacePlace } from './places.service.ts';
import { synchronizePlaces } from './places-sync.service.ts';

/** Favourite destinations belong to the operators' menu (spec 1 §2): MISSION and DEPANNEUR. */
const operatorsOnly = requireNature('MISSION', 'DEPANNEUR');
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const placesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/places',
    {
      onRequest: operatorsOnly,
      schema: {
        tags: ['places'],
        summary: "The account's favourite places, by label",
        querystring: z.object({}).strict(),
        response: { 200: FavouritePlaceList, 403: ErrorBody },
      },
    },
    async (request) => listAccountPlaces(app.db, request.auth.accountId),
  );

  app.post(
    '/api/places',
    {
      config: { idempotent: true },
      onRequest: operatorsOnly,
      schema: {
        tags: ['places'],
        summary: 'Adds a favourite place',
        body: FavouritePlaceInput,
        response: { 200: FavouritePlace, ...errors },
      },
    },
    async (request) => createPlace(app.db, request.auth.accountId, request.body),
  );

  app.post(
    '/api/places/synchronize',
    {
      config: { idempotent: true },
      // It rewrites the account's place list, like the other settings: administrators only.
      onRequest: [operatorsOnly, requireAdmin],
      schema: {
        tags: ['places'],
        summary: "Copies the account's Nomad places (Nomad accounts only; read-only here)",
        response: { 200: PlaceSyncResult, 403: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => synchronizePlaces(app.db, app.nomadPlaces, request.auth),
  );

  app.put(
    '/api/places/:id',
    {
      onRequest: operatorsOnly,
      schema: {
        tags: ['places'],
        summary: 'Rewrites a favourite place (409 when it came from Nomad)',
        params: PlaceIdParams,
        body: FavouritePlaceInput,
        response: { 200: FavouritePlace, ...errors },
      },
    },
    async (request) => replacePlace(app.db, request.auth.accountId, request.params.id, request.body),
  );

  app.delete(
    '/api/places/:id',
    {
      onRequest: operatorsOnly,
      schema: {
        tags: ['places'],
        summary: 'Deletes a favourite place (409 when it came from Nomad)',
        params: PlaceIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePlace(app.db, request.auth.accountId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
