import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  CancelPaymentRequest,
  ErrorBody,
  InvoiceIdParams,
  InvoicePaymentParams,
  Payment,
  PaymentList,
  RecordPaymentRequest,
} from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { reportInvoicePaid } from '../e-invoicing/index.ts';
import { cancelPayment, listPayments, recordPayment } from './payments.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** As invoices: the operators' accounts (MISSION, DEPANNEUR), every user of them (ADMIN and OPERATEUR). */
const paymentAccess = [requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR)];

/** Payments received against an issued invoice (issue 29 §1): list, record, cancel. */
export const paymentRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  app.get(
    '/api/factures/:id/paiements',
    {
      onRequest: paymentAccess,
      schema: {
        tags,
        summary: "An invoice's payments, cancelled ones included",
        params: InvoiceIdParams,
        response: { 200: PaymentList, ...errors },
      },
    },
    async (request) => listPayments(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/factures/:id/paiements',
    {
      config: { idempotent: true },
      onRequest: paymentAccess,
      schema: {
        tags,
        summary: 'Record a payment: partial allowed, never above what remains; cash within the legal ceiling',
        params: InvoiceIdParams,
        body: RecordPaymentRequest,
        response: { 200: Payment, ...errors },
      },
    },
    async (request) => {
      const payment = await recordPayment(app.db, request.auth, request.params.id, request.body);
      // The last euro received: « 212 Encaissée » goes to the approved platform (a job, only for a deposited
      // invoice, sent once). A replayed request answers from the idempotency store and queues nothing.
      const after = await listPayments(app.db, request.auth, request.params.id);
      if (after.state === 'PAID')
        await reportInvoicePaid(
          app,
          request.auth.accountId,
          request.params.id,
          new Date(`${payment.date}T12:00:00Z`),
        );
      return payment;
    },
  );

  app.post(
    '/api/factures/:id/paiements/:paymentId/annulation',
    {
      // A cancellation sent twice (a double click, a retry) answers the first one's result.
      config: { idempotent: true },
      onRequest: paymentAccess,
      schema: {
        tags,
        summary: 'Cancel a payment with a reason (journalled); a payment is never edited',
        params: InvoicePaymentParams,
        body: CancelPaymentRequest,
        response: { 200: Payment, ...errors },
      },
    },
    async (request) =>
      cancelPayment(app.db, request.auth, request.params.id, request.params.paymentId, request.body.reason),
  );
};
