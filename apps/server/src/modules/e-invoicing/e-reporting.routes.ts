import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  centsToDecimalText,
  decimalTextToCents,
  EReportingSettingsBody,
  EReportList,
  ErrorBody,
  type EReport,
} from '@plateau/contracts';
import { requireAdmin } from '../../lib/route-guards.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eInvoicingAccess } from './e-invoicing.routes.ts';
import {
  reportingRhythmOf,
  reportsOf,
  saveReportingRhythm,
  type EReportRow,
} from './e-reporting.repository.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

const view = (row: EReportRow): EReport => ({
  id: row.id,
  kind: row.kind,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  state: row.state,
  totalBase: row.totalBase,
  totalVat: row.totalVat,
  total: centsToDecimalText(decimalTextToCents(row.totalBase) + decimalTextToCents(row.totalVat)),
  lines: row.lines,
  trackingId: row.trackingId,
  lastError: row.lastError,
  sentAt: row.sentAt?.toISOString() ?? null,
});

async function reportList(db: DbOrTx, accountId: number): Promise<EReportList> {
  return { rhythm: await reportingRhythmOf(db, accountId), data: (await reportsOf(db, accountId)).map(view) };
}

/** « E-reporting »: the account's reports of B2C and international sales and of payments, and its rhythm. */
export const eReportingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['e-invoicing'];

  app.get(
    '/api/e-reporting',
    {
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary: 'The e-reporting flows of the closed periods, the latest first, and the rhythm',
        response: { 200: EReportList, ...errors },
      },
    },
    async (request) => reportList(app.db, request.auth.accountId),
  );

  app.put(
    '/api/e-reporting/settings',
    {
      onRequest: [...eInvoicingAccess, requireAdmin],
      schema: {
        tags,
        summary: "The e-reporting rhythm of the account's VAT regime (ADMIN)",
        body: EReportingSettingsBody,
        response: { 200: EReportList, ...errors },
      },
    },
    async (request) => {
      await saveReportingRhythm(app.db, request.auth.accountId, request.body.rhythm);
      return reportList(app.db, request.auth.accountId);
    },
  );
};
