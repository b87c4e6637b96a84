import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AllReferentials, ErrorBody, ReferentialList, staticReferentials } from '@plateau/contracts';
import { NotFound } from '../../lib/errors.ts';
import { accountEntries } from './referentials.repository.ts';

const KeyParams = z.object({ key: z.string().max(64) }).strict();

export const referentialRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/referentials',
    {
      schema: {
        tags: ['referentials'],
        summary: 'Every reference list, by key',
        response: { 200: AllReferentials },
      },
    },
    async (request) => ({ ...staticReferentials, ACCOUNT: await accountEntries(app.db, request.auth) }),
  );

  app.get(
    '/api/referentials/:key',
    {
      schema: {
        tags: ['referentials'],
        summary: 'One reference list',
        params: KeyParams,
        response: { 200: ReferentialList, 404: ErrorBody },
      },
    },
    async (request) => {
      const { key } = request.params;
      if (key === 'ACCOUNT') return accountEntries(app.db, request.auth);
      if (!Object.hasOwn(staticReferentials, key)) throw new NotFound(`Référentiel inconnu : ${key}`);
      return staticReferentials[key as keyof typeof staticReferentials];
    },
  );
};
