/**
 * Reminders of unpaid invoices (issue 29 §4): the account's steps, the nightly job that sends each step of an
 * invoice once (e-mail, then the formal notice's letter), the journal shown on the invoice.
 */
export { reminderRoutes } from './reminders.routes.ts';
export { runReminders } from './reminder-run.service.ts';
