import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Article,
  ArticleCreate,
  ArticlePatch,
  ArticlePickerQuery,
  ErrorBody,
  Famille,
  FamilleCreate,
  FamillePatch,
  PaymentMode,
  PaymentModeCreate,
  PaymentModePatch,
  PaymentType,
  PaymentTypeCreate,
  PaymentTypePatch,
  Tva,
  TvaCreate,
  TvaPatch,
} from '@plateau/contracts';
import { requireAccountingCaller, resolveAccountingAccount } from './accounting-access.ts';
import { registerReferentialRoutes } from './referential-routes.ts';
import { tvaService } from './tva.referential.ts';
import { paymentModeService } from './payment-modes.referential.ts';
import { paymentTypeService } from './payment-types.referential.ts';
import { familleService } from './familles.referential.ts';
import { articleService, listArticlesForPicker } from './articles.referential.ts';

/** 'Paramétrage de la comptabilité' (spec 3 §2, §7): the five referentials. */
export const accountingRoutes: FastifyPluginAsync = async (base) => {
  const tag = 'accounting';
  registerReferentialRoutes(base, {
    path: '/api/tva',
    tag,
    row: Tva,
    create: TvaCreate,
    patch: TvaPatch,
    service: tvaService,
  });
  registerReferentialRoutes(base, {
    path: '/api/modeReglements',
    tag,
    row: PaymentMode,
    create: PaymentModeCreate,
    patch: PaymentModePatch,
    service: paymentModeService,
  });
  registerReferentialRoutes(base, {
    path: '/api/typeReglements',
    tag,
    row: PaymentType,
    create: PaymentTypeCreate,
    patch: PaymentTypePatch,
    service: paymentTypeService,
  });
  registerReferentialRoutes(base, {
    path: '/api/familles',
    tag,
    row: Famille,
    create: FamilleCreate,
    patch: FamillePatch,
    service: familleService,
  });
  registerReferentialRoutes(base, {
    path: '/api/articles',
    tag,
    row: Article,
    create: ArticleCreate,
    patch: ArticlePatch,
    service: articleService,
    picker: false,
  });

  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/articles/list',
    {
      onRequest: requireAccountingCaller,
      schema: {
        tags: [tag],
        summary: 'Articles for the picker, optionally within families',
        querystring: ArticlePickerQuery,
        response: { 200: z.array(Article), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { accountId, ...filter } = request.query;
      const target = await resolveAccountingAccount(app.db, request.auth, accountId);
      return listArticlesForPicker(app.db, target, filter);
    },
  );
};
