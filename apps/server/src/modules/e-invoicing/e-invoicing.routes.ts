import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  EInvoicingSettings,
  EInvoicingSettingsBody,
  EInvoicingTestResult,
  ErrorBody,
  InvoiceIdParams,
  InvoiceLifecycle,
} from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { invoiceLifecycle } from './lifecycle-view.ts';
import { invoiceProofBundle } from './proof-bundle.service.ts';
import {
  platformSettingsOf,
  putPlatformSettings,
  testPlatformSettings,
} from './platform-settings.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** E-invoices are the operators' (the accounts that invoice). */
export const eInvoicingAccess = [requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR)];
const adminAccess = [...eInvoicingAccess, requireAdmin];

/** Settings › Connecteurs › « Plateforme agréée » (ADMIN), and an invoice's life on the platform. */
export const eInvoicingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['e-invoicing'];

  app.get(
    '/api/e-invoicing/settings',
    {
      onRequest: adminAccess,
      schema: {
        tags,
        summary: "The account's approved platform",
        response: { 200: EInvoicingSettings, ...errors },
      },
    },
    async (request) => platformSettingsOf(app.db, request.auth.accountId),
  );

  app.put(
    '/api/e-invoicing/settings',
    {
      onRequest: adminAccess,
      schema: {
        tags,
        summary:
          'Saves the approved platform: URL and token (sealed, kept only for the host it was typed for)',
        body: EInvoicingSettingsBody,
        response: { 200: EInvoicingSettings, ...errors },
      },
    },
    async (request) => putPlatformSettings(app, request.auth.accountId, request.body),
  );

  app.post(
    '/api/e-invoicing/settings/test',
    {
      onRequest: adminAccess,
      schema: {
        tags,
        summary: '« Tester la connexion »: the form over the stored settings; saves nothing',
        body: EInvoicingSettingsBody,
        response: { 200: EInvoicingTestResult, ...errors },
      },
    },
    async (request) => testPlatformSettings(app, request.auth.accountId, request.body),
  );

  app.get(
    '/api/factures/:id/e-invoicing',
    {
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary: "An invoice's deposit on the platform and its life-cycle statuses (200–213)",
        params: InvoiceIdParams,
        response: { 200: InvoiceLifecycle, ...errors },
      },
    },
    async (request) => invoiceLifecycle(app.db, request.auth.accountId, request.params.id),
  );

  app.get(
    '/api/factures/:id/e-invoicing/proof',
    {
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary: "The platform's proofs of an invoice (zip): the Factur-X deposited, the deposit, every CDAR",
        params: InvoiceIdParams,
      },
    },
    async (request, reply) => {
      const file = await invoiceProofBundle(app.db, request.auth.accountId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(file.bytes);
    },
  );
};
