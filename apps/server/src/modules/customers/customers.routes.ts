import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Customer,
  CustomerCreate,
  CustomerIdParams,
  CustomerList,
  CustomerListQuery,
  CustomerPatch,
  ErrorBody,
  NextCode,
} from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import {
  createCustomer,
  getCustomer,
  listAccountCustomers,
  nextCustomerCode,
  patchCustomer,
  removeCustomer,
} from './customers.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** 'Mes clients' (spec 1 §2, §7): operators' customers; every user of the account manages them. */
export const customerRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireNature('MISSION', 'DEPANNEUR');
  const tags = ['customers'];

  app.get(
    '/api/legalentities',
    {
      onRequest,
      schema: { tags, querystring: CustomerListQuery, response: { 200: CustomerList, ...errors } },
    },
    async (request) => listAccountCustomers(app.db, request.auth, request.query),
  );

  app.get(
    '/api/legalentities/nextCode',
    {
      onRequest,
      schema: { tags, summary: 'Preview of the next customer code', response: { 200: NextCode, ...errors } },
    },
    async (request) => nextCustomerCode(app.db, request.auth),
  );

  app.get(
    '/api/legalentities/:id',
    { onRequest, schema: { tags, params: CustomerIdParams, response: { 200: Customer, ...errors } } },
    async (request) => getCustomer(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/legalentities/',
    {
      config: { idempotent: true },
      onRequest,
      schema: { tags, body: CustomerCreate, response: { 200: Customer, ...errors } },
    },
    async (request) => createCustomer(app.db, request.auth, request.body),
  );

  app.patch(
    '/api/legalentities/:id',
    {
      onRequest,
      schema: { tags, params: CustomerIdParams, body: CustomerPatch, response: { 200: Customer, ...errors } },
    },
    async (request) => patchCustomer(app.db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/api/legalentities/:id',
    { onRequest, schema: { tags, params: CustomerIdParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeCustomer(app.db, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
