import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  ErrorBody,
  InvoiceIdParams,
  InvoiceReminderList,
  InvoiceReminderParams,
  ReminderSettings,
} from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { operatorWrites, requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { runReminders } from './reminder-run.service.ts';
import {
  invoiceReminders,
  readReminderSettings,
  reminderLetter,
  saveReminderSettings,
} from './reminders.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['reminders'];
/** As invoices: the operators' accounts; the settings are their administrators'. */
const invoiceReaders = [requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR)];
const adminWrites = [...operatorWrites, requireAdmin];

export const REMINDERS_JOB = 'invoice-reminders';
/** The nightly run is a chain of an hour: the first run after midnight (Paris) sends the day's steps. */
const REMINDER_RUN_SECONDS = 3600;

/** Reminders of unpaid invoices (issue 29 §4): the account's steps, an invoice's journal, the nightly job. */
export const reminderRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/reminders/settings',
    {
      onRequest: adminWrites,
      schema: {
        tags,
        summary: 'The account’s reminder steps',
        response: { 200: ReminderSettings, ...errors },
      },
    },
    async (request) => readReminderSettings(app.db, request.auth.accountId),
  );
  app.put(
    '/api/reminders/settings',
    {
      onRequest: adminWrites,
      schema: {
        tags,
        summary: 'Saves the reminder steps: each on or off, its delay after the due date',
        body: ReminderSettings,
        response: { 200: ReminderSettings, ...errors },
      },
    },
    async (request) => saveReminderSettings(app.db, request.auth.accountId, request.body),
  );
  app.get(
    '/api/factures/:id/relances',
    {
      onRequest: invoiceReaders,
      schema: {
        tags,
        summary: 'The reminders of an invoice: step, date, outcome',
        params: InvoiceIdParams,
        response: { 200: InvoiceReminderList, ...errors },
      },
    },
    async (request) => invoiceReminders(app.db, request.auth.accountId, request.params.id),
  );
  app.get(
    '/api/factures/:id/relances/:reminderId/lettre',
    {
      onRequest: invoiceReaders,
      schema: { tags, summary: 'The formal notice’s letter, as kept', params: InvoiceReminderParams },
    },
    async (request, reply) => {
      const { id, reminderId } = request.params;
      const letter = await reminderLetter(app.db, request.auth.accountId, id, reminderId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(letter.filename, 'attachment'))
        .send(letter.content);
    },
  );

  // Tests run the reminders themselves (reminders.test.ts), with the day they choose.
  if (process.env.VITEST || process.env.REMINDERS_SCHEDULE === 'off') return;
  app.addHook('onReady', async () => {
    await app.jobs.every(REMINDERS_JOB, REMINDER_RUN_SECONDS, () => runReminders(app));
  });
};
