import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountIdParams, ErrorBody, TokenResponse } from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { findManagedAccount } from '../account/account.repository.ts';
import { recordJournal } from '../journal/journal.service.ts';
import { issueTokenPair } from '../oauth/tokens.service.ts';

export const accountsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/accounts/:id/token',
    {
      onRequest: requireNature('SUPERVISOR'),
      schema: {
        tags: ['accounts'],
        summary: 'A token pair acting as a managed account (supervisor only)',
        params: AccountIdParams,
        response: { 200: TokenResponse, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      // Only accounts this supervisor manages exist for it.
      const account = await findManagedAccount(app.db, request.auth.accountId, request.params.id);
      if (!account) throw new NotFound("Ce compte n'existe pas");
      if (!account.active) throw new Conflict('Ce compte est désactivé');
      const { userId: id, role, sessionEpoch } = request.auth;
      await recordJournal(
        app.db,
        { accountId: account.id, userId: id },
        'ON_BEHALF_OPENING',
        `Compte ouvert par un superviseur (compte n° ${request.auth.accountId})`,
      );
      return issueTokenPair(app.db, app.config, { id, role, sessionEpoch }, account);
    },
  );
};
