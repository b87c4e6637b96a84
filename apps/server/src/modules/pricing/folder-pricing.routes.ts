import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  Folder,
  FolderIdParams,
  FolderPriceLineParams,
  FolderPricing,
  PriceLinePatch,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { applyPricingToValorisation } from './folder-pricing-apply.service.ts';
import { changePriceLine, getFolderPricing, priceFolder } from './folder-pricing.service.ts';
import {
  MISSION_END_PRICING_JOB,
  MISSION_END_PRICING_SECONDS,
  priceEndedMissions,
} from './mission-end-pricing.service.ts';
import { pricingOperators } from './tariff-grids.routes.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['pricing'];

export const folderPricingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/folders/:id/price',
    {
      onRequest: pricingOperators,
      schema: {
        tags,
        summary: "The folder's calculated price lines, or null before « Calculer le prix »",
        params: FolderIdParams,
        response: { 200: FolderPricing.nullable(), ...errors },
      },
    },
    async (request) => getFolderPricing(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/folders/:id/price',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: '« Calculer le prix »: the lines the applicable grid proposes, each with its rule',
        params: FolderIdParams,
        response: { 200: FolderPricing, ...errors },
      },
    },
    async (request) => priceFolder(app.db, request.auth, request.params.id),
  );

  app.put(
    '/api/folders/:id/price/lines/:index',
    {
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: 'Changes a proposed line (marked « modifié » and journalled)',
        params: FolderPriceLineParams,
        body: PriceLinePatch,
        response: { 200: FolderPricing, ...errors },
      },
    },
    async (request) =>
      changePriceLine(app.db, request.auth, request.params.id, request.params.index, request.body),
  );

  app.post(
    '/api/folders/:id/price/valorisation',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: "Copies the price lines into the folder's valorisation (then « Facturer » bills them)",
        params: FolderIdParams,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => applyPricingToValorisation(app.db, request.auth, request.params.id),
  );

  // The folders whose mission ended get their price, like the connectors' polls on the instances
  // that run schedules (the tests run the passes themselves: mission-end-pricing.test.ts).
  // PRICING_SCHEDULE=off: not on this instance (the browser tests, which make the folders they read).
  if (!app.config.connectors.schedule || process.env.PRICING_SCHEDULE === 'off') return;
  app.addHook('onReady', async () => {
    await app.jobs.every(MISSION_END_PRICING_JOB, MISSION_END_PRICING_SECONDS, async () => {
      await priceEndedMissions(app.db);
    });
  });
};
