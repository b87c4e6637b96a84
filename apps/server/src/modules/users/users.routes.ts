import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountIdParams,
  AccountUserList,
  AccountUsersPatch,
  CheckLoginQuery,
  CheckLoginResult,
  DriverLinks,
  ErrorBody,
} from '@plateau/contracts';
import { requireAdmin } from '../../lib/route-guards.ts';
import { checkLogin, getUsers, patchUsers } from './users.service.ts';
import { getDriverLinks } from './driver-links.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The users of an account and their roles (spec 3 §2 'Paramétrage des utilisateurs'): administrators only. */
export const usersRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/accounts/check-login',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Whether a login is taken in an account the caller administers, and by which user',
        querystring: CheckLoginQuery,
        response: { 200: CheckLoginResult, ...errors },
      },
    },
    async (request) => checkLogin(app.db, request.auth, request.query.login),
  );

  app.get(
    '/api/accounts/:id/users',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: "The account's users, by login",
        params: AccountIdParams,
        response: { 200: AccountUserList, ...errors },
      },
    },
    async (request) => getUsers(app.db, request.auth, request.params.id),
  );

  app.get(
    '/api/accounts/:id/driverLinks',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          "What a CHAUFFEUR user of the account is linked to (its agents and trucks), and its drivers' presence",
        params: AccountIdParams,
        response: { 200: DriverLinks, ...errors },
      },
    },
    async (request) => getDriverLinks(app.db, request.auth, request.params.id),
  );

  app.patch(
    '/api/accounts/:id/users',
    {
      config: { idempotent: true },
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Adds, changes and removes users together; answers the list',
        params: AccountIdParams,
        body: AccountUsersPatch,
        response: { 200: AccountUserList, ...errors },
      },
    },
    async (request) => patchUsers(app.db, request.auth, request.params.id, request.body),
  );
};
