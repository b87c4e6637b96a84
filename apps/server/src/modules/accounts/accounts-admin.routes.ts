import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountCreate,
  AccountDetail,
  AccountIdParams,
  AccountList,
  AccountListQuery,
  AccountPatch,
  ErrorBody,
} from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import {
  createAccount,
  deactivateAccount,
  getAccount,
  listAccounts,
  patchAccount,
  vatOptions,
} from './accounts.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const supervisorOnly = [requireNature('SUPERVISOR'), requireAdmin];

/** The supervisor's accounts (spec 1 §2 'Mes comptes') and the settings of one account (spec 3 §2). */
export const accountsAdminRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/accounts',
    {
      onRequest: supervisorOnly,
      schema: {
        tags: ['accounts'],
        summary: 'The accounts this supervisor manages, by name',
        querystring: AccountListQuery,
        response: { 200: AccountList, ...errors },
      },
    },
    async (request) => listAccounts(app.db, request.auth, request.query),
  );

  app.post(
    '/api/accounts/',
    {
      config: { idempotent: true },
      onRequest: supervisorOnly,
      schema: {
        tags: ['accounts'],
        summary: 'A new client account managed by this supervisor',
        body: AccountCreate,
        response: { 201: AccountDetail, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAccount(app.db, app.config, request.auth, request.body)),
  );

  app.get(
    '/api/accounts/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'An account with its settings: the own one, or one this supervisor manages',
        params: AccountIdParams,
        response: { 200: AccountDetail, ...errors },
      },
    },
    async (request) => getAccount(app.db, app.config, request.auth, request.params.id),
  );

  app.patch(
    '/api/accounts/:id',
    {
      config: { idempotent: true },
      onRequest: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Saves the changed settings of an account (the nature: supervisors only)',
        params: AccountIdParams,
        body: AccountPatch,
        response: { 200: AccountDetail, ...errors },
      },
    },
    async (request) =>
      patchAccount(
        app.db,
        app.config,
        request.auth,
        request.params.id,
        request.body,
        app.secretBox,
        app.outbound,
      ),
  );

  app.delete(
    '/api/accounts/:id',
    {
      onRequest: supervisorOnly,
      schema: {
        tags: ['accounts'],
        summary: 'Deactivates a managed account: it can no longer sign in, its data is kept',
        params: AccountIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deactivateAccount(app.db, request.auth, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/accounts/:id/tvaOptions',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: "The account's VAT codes, for the default VAT of its legal entity",
        params: AccountIdParams,
        response: { 200: z.array(z.object({ id: z.number().int(), nom: z.string() })), ...errors },
      },
    },
    async (request) => vatOptions(app.db, request.auth, request.params.id),
  );
};
