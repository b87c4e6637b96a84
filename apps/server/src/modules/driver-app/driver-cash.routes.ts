import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DriverCashRequest,
  DriverMission,
  DriverMissionParams,
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
} from '@plateau/contracts';
import { CASH_RECEIPT_MAIL_JOB, mailCashReceipt } from './driver-cash-receipt.ts';
import { collectDriverCash } from './driver-cash.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** « Encaisser » (issue 29 §2), and the job that mails its receipt. */
export const driverCashRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.jobs.define(
    CASH_RECEIPT_MAIL_JOB,
    (job: Parameters<typeof mailCashReceipt>[1]) => mailCashReceipt(app, job),
    {
      retry: { limit: 5, delaySeconds: 30 },
    },
  );

  app.post(
    '/api/driver/missions/:id/cash',
    {
      config: { driverApp: true, idempotent: true, idempotencyKeyRequired: true },
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['driver-app'],
        summary:
          "The customer paid on the spot (card on the truck's terminal, cash, cheque) and signed: the folder's invoice is issued if needed and the payment recorded on it",
        params: DriverMissionParams,
        body: DriverCashRequest,
        response: { 200: DriverMission, ...errors },
      },
    },
    async (request) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      return collectDriverCash(
        app,
        request.auth,
        request.params.id,
        request.body,
        typeof key === 'string' && key.trim() ? key.trim() : undefined,
      );
    },
  );
};
