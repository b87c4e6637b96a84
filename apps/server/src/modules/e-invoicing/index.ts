/** E-invoicing through an approved platform (XP Z12-013): what other modules and the app may use. */
export { eInvoicingRoutes } from './e-invoicing.routes.ts';
export { receivedInvoiceRoutes } from './received-invoices.routes.ts';
export { eInvoicingJobs } from './e-invoicing.jobs.ts';
/** The one call of the invoice issue: queues the deposit (French company) inside the issuing transaction. */
export { queueInvoiceDeposit } from './deposit.service.ts';
/** Report invoice paid (212): the payments module calls it once an invoice is fully paid. */
export { reportInvoicePaid } from './invoice-paid.service.ts';
/** Tests and the demo run the jobs themselves. */
export { runDeposits } from './deposit.service.ts';
export { pollPlatform, runStatusPolls } from './status-poll.service.ts';
export { latestInvoiceStatus, latestInvoiceStatusSql } from './e-invoicing.repository.ts';
export { eReportingRoutes } from './e-reporting.routes.ts';
export { platformWebhookRoutes } from './platform-webhook.routes.ts';
export { runEReporting, buildClosedReports } from './e-reporting.service.ts';
