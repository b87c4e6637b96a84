import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  ErrorBody,
  InvoiceIdParams,
  PaymentLink,
  PaymentLinkList,
  PaymentProviderSettings,
  PaymentProviderSettingsBody,
  SendPaymentLinkRequest,
} from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { listPaymentLinks, sendPaymentLink } from './payment-links.service.ts';
import { providerSettingsOf, putProviderSettings } from './payment-provider-settings.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };
/** As invoices and payments: the operators' accounts, every user of them; the provider's keys: ADMIN. */
const linkAccess = [requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR)];
const adminAccess = [...linkAccess, requireAdmin];

/** « Envoyer un lien de paiement » on an issued invoice, and the account's payment provider (issue 29 §3). */
export const paymentLinkRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment-links'];

  app.get(
    '/api/factures/:id/liens-paiement',
    {
      onRequest: linkAccess,
      schema: {
        tags,
        summary: "The invoice's payment links, newest first (never their address)",
        params: InvoiceIdParams,
        response: { 200: PaymentLinkList, ...errors },
      },
    },
    async (request) => listPaymentLinks(app, request.auth, request.params.id),
  );

  app.post(
    '/api/factures/:id/liens-paiement',
    {
      config: { idempotent: true },
      onRequest: linkAccess,
      schema: {
        tags,
        summary:
          'Sends a new payment link (256-bit token, 30 days) by SMS or e-mail; answers its address once',
        params: InvoiceIdParams,
        body: SendPaymentLinkRequest,
        response: { 200: PaymentLink, ...errors },
      },
    },
    async (request) => sendPaymentLink(app, request.auth, request.params.id, request.body),
  );

  app.get(
    '/api/payment-provider/settings',
    {
      onRequest: adminAccess,
      schema: {
        tags,
        summary: "The account's payment provider: whether its keys are set, the webhook address to declare",
        response: { 200: PaymentProviderSettings, ...errors },
      },
    },
    async (request) => providerSettingsOf(app, app.db, request.auth.accountId),
  );

  app.put(
    '/api/payment-provider/settings',
    {
      onRequest: adminAccess,
      schema: {
        tags,
        summary:
          'Saves the secret key and the webhook signing secret, sealed; one left out keeps the stored one',
        body: PaymentProviderSettingsBody,
        response: { 200: PaymentProviderSettings, ...errors },
      },
    },
    async (request) => putProviderSettings(app, request.auth.accountId, request.body),
  );
};
