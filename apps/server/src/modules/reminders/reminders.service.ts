import { REMINDER_DEFAULTS, type InvoiceReminderList, type ReminderSettings } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import {
  findReminderLetter,
  findReminderSettings,
  invoiceExists,
  listInvoiceReminders,
  upsertReminderSettings,
} from './reminders.repository.ts';

export const readReminderSettings = async (db: Db, accountId: number): Promise<ReminderSettings> =>
  (await findReminderSettings(db, accountId)) ?? REMINDER_DEFAULTS;

/** The whole settings are written at once (a PUT): validated by the contracts schema before they get here. */
export async function saveReminderSettings(db: Db, accountId: number, settings: ReminderSettings) {
  await upsertReminderSettings(db, accountId, settings);
  return settings;
}

/** The reminders of an invoice of the account (another account's invoice has none to show). */
export async function invoiceReminders(
  db: Db,
  accountId: number,
  invoiceId: number,
): Promise<InvoiceReminderList> {
  if (!(await invoiceExists(db, accountId, invoiceId)))
    throw new NotFound("La facture demandée n'existe pas");
  const rows = await listInvoiceReminders(db, accountId, invoiceId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      step: row.step,
      outcome: row.outcome,
      at: (row.sentAt ?? row.createdAt).toISOString(),
      recipient: row.recipient,
      error: row.error,
      hasLetter: row.letterFilename !== null,
    })),
  };
}

export async function reminderLetter(db: Db, accountId: number, invoiceId: number, reminderId: number) {
  const letter = await findReminderLetter(db, accountId, invoiceId, reminderId);
  if (!letter) throw new NotFound("Cette lettre n'existe pas");
  return letter;
}
