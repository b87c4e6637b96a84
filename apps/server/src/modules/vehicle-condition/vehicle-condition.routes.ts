import type { FastifyPluginAsync } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  ConditionLink,
  ErrorBody,
  FolderIdParams,
  FolderVehicleCondition,
  RequiredPhotosSettings,
  TrackingTokenParams,
} from '@plateau/contracts';
import { perAddressRateLimit } from '../../db/rate-limit-store.ts';
import { operatorWrites, requireNature } from '../../lib/route-guards.ts';
import {
  conditionLinkFor,
  folderVehicleCondition,
  getRequiredPhotos,
  putRequiredPhotos,
} from './folder-condition.service.ts';
import { CONDITION_COPY_JOB, deliverConditionCopy, type ConditionCopyJob } from './condition-copy.service.ts';
import { publicConditionPdf } from './public-condition.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['vehicle-condition'];
const readers = requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR, BusinessNature.SUPERVISOR);

/** The operator's side of the PVs (issue 33): the folder's « État du véhicule », the required photos, the customer's link. */
export const vehicleConditionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.jobs.define<ConditionCopyJob>(CONDITION_COPY_JOB, (job) => deliverConditionCopy(app, job), {
    retry: { limit: 5, delaySeconds: 30 },
  });

  app.get(
    '/api/folders/:id/vehicleCondition',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The folder's PVs of pickup and delivery, by mission, with their differences",
        params: FolderIdParams,
        response: { 200: FolderVehicleCondition, ...errors },
      },
    },
    async (request) => folderVehicleCondition(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/folders/:id/vehicleCondition/link',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: "The customer's public link to the PV's PDF (the same while it lasts)",
        params: FolderIdParams,
        response: { 200: ConditionLink, ...errors },
      },
    },
    async (request) => conditionLinkFor(app.db, request.auth, request.params.id, app.config.publicUrl),
  );

  app.get(
    '/api/vehicleCondition/requiredPhotos',
    {
      onRequest: requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR),
      schema: {
        tags,
        summary: "The photos a PV requires: the account's list and each assisteur's additions",
        response: { 200: RequiredPhotosSettings, ...errors },
      },
    },
    async (request) => getRequiredPhotos(app.db, request.auth.accountId),
  );

  app.put(
    '/api/vehicleCondition/requiredPhotos',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: 'Replace the required photos of the account and of each assisteur',
        body: RequiredPhotosSettings,
        response: { 200: RequiredPhotosSettings, ...errors },
      },
    },
    async (request) => putRequiredPhotos(app.db, request.auth.accountId, request.body),
  );
};

/** The customer's copy, without sign-in: the token is the only key; limited per address like the tracking page. */
export const publicConditionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(
    rateLimit,
    perAddressRateLimit(app.db, {
      namespace: 'condition-report',
      max: app.config.trackingRateLimit,
      refused: 'Trop de demandes depuis votre adresse',
    }),
  );
  app.get(
    '/api/public/conditionReports/*',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The customer's copy of the PV (PDF), by its expiring link",
        params: TrackingTokenParams,
      },
    },
    async (request, reply) => {
      const pdf = await publicConditionPdf(app.db, request.params['*']);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('proces-verbal.pdf', 'inline'))
        .header('x-content-type-options', 'nosniff')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
