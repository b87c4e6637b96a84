import type { FastifyPluginAsync } from 'fastify';
import { runDeposits } from './deposit.service.ts';
import { INVOICE_PAID_JOB, sendInvoicePaid } from './invoice-paid.service.ts';
import { runEReporting } from './e-reporting.service.ts';
import { runStatusPolls } from './status-poll.service.ts';

/** Seconds between two runs of the deposit queue and of the status poll (once across instances). */
const DEPOSIT_SECONDS = 5;
const POLL_SECONDS = 30;
/** Periods close at midnight: a look every ten minutes sends a closed one soon enough. */
const REPORTING_SECONDS = 600;

/** The deposit queue and the status poll as pg-boss chains; the 212 reports as retried one-off jobs. */
export const eInvoicingJobs: FastifyPluginAsync = async (app) => {
  app.jobs.define(
    INVOICE_PAID_JOB,
    (data: { accountId: number; invoiceId: number; paidAt: string }) => sendInvoicePaid(app, data),
    {
      retry: { limit: 5, delaySeconds: 30 },
    },
  );
  if (!app.config.connectors.schedule) return;
  app.addHook('onReady', async () => {
    await app.jobs.every('e-invoicing-deposits', DEPOSIT_SECONDS, () => runDeposits(app));
    await app.jobs.every('e-invoicing-poll', POLL_SECONDS, () => runStatusPolls(app));
    await app.jobs.every('e-reporting', REPORTING_SECONDS, () => runEReporting(app));
  });
};
