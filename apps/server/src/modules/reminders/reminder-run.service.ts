import {
  centsToDecimalText,
  isBusinessCustomer,
  latePenalty,
  numberToCents,
  parisDay,
  REMINDER_DEFAULTS,
  reminderStepsDue,
  type ReminderStep,
} from '@plateau/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment, Mailer } from '../../adapters/mail/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { formalNoticeFilename, formalNoticePdf } from './formal-notice-pdf.ts';
import { reminderMail, type ReminderFacts } from './reminder-wording.ts';
import {
  claimStep,
  finishStep,
  handledSteps,
  keptInvoicePdf,
  overdueInvoices,
  sellerOf,
  type OverdueInvoice,
} from './reminders.repository.ts';

/** What a run needs of the app (the demo seed runs it inside its transaction, with a mailer that keeps nothing). */
type App = { db: DbOrTx; mailer: Mailer; log: Pick<FastifyBaseLogger, 'error'> };

const cents = (text: string) => numberToCents(Number(text));
const blankToNull = (text: string | null | undefined) => text?.trim() || null;

/** Where the reminder goes: the invoice's billing contact, else the customer's billing then head-office one. */
const recipientOf = (row: OverdueInvoice) =>
  blankToNull(row.billingPlace?.contactEmail) ??
  blankToNull(row.facturationPlace?.contactEmail) ??
  blankToNull(row.headQuarterPlace?.contactEmail);

const buyerNameOf = (row: OverdueInvoice) =>
  blankToNull(row.companyName) ??
  ([row.contactFirstname, row.contactName].filter(Boolean).join(' ') || 'Client');

/** Sends one step of one invoice, once: the journal row is taken first, then the e-mail goes. */
async function sendStep(app: App, row: OverdueInvoice, step: ReminderStep, now: Date, today: string) {
  const remainingCents = cents(row.remaining);
  const id = await claimStep(app.db, {
    accountId: row.accountId,
    invoiceId: row.id,
    step,
    outcome: 'PENDING',
    remaining: centsToDecimalText(remainingCents),
  });
  if (id === null) return;
  const seller = await sellerOf(app.db, row.accountId);
  const facts: ReminderFacts = {
    code: row.code ?? String(row.id),
    date: row.date,
    dueDate: row.dueDate,
    remainingCents,
    seller: seller?.name ?? '',
  };
  const attachments: MailAttachment[] = [];
  let total: bigint | undefined;
  if (step === 'FORMAL_NOTICE') {
    const penalty = latePenalty({
      remainingCents,
      dueDay: row.dueDate,
      today,
      businessCustomer: isBusinessCustomer({ companyName: row.companyName }),
    });
    total = remainingCents + penalty.penaltyCents + penalty.indemnityCents;
    const letter = Buffer.from(
      await formalNoticePdf({
        ...facts,
        sellerAddress: seller?.legalEntity?.headQuarterPlace ?? null,
        buyerName: buyerNameOf(row),
        buyerAddress: row.billingPlace ?? row.facturationPlace ?? row.headQuarterPlace,
        today,
        penalty,
        at: now,
      }),
    );
    const letterFilename = formalNoticeFilename(facts.code);
    await finishStep(app.db, id, {
      letter,
      letterFilename,
      penalties: centsToDecimalText(penalty.penaltyCents),
      indemnity: centsToDecimalText(penalty.indemnityCents),
    });
    attachments.push({ filename: letterFilename, content: letter, contentType: 'application/pdf' });
  }
  const recipient = recipientOf(row);
  if (!recipient) return finishStep(app.db, id, { outcome: 'NO_EMAIL', sentAt: now });
  const invoicePdf = await keptInvoicePdf(app.db, row.accountId, row.id);
  if (invoicePdf)
    attachments.push({
      filename: invoicePdf.filename,
      content: invoicePdf.content,
      contentType: 'application/pdf',
    });
  try {
    await app.mailer.send({ to: [recipient], ...reminderMail(step, facts, total), attachments });
    await finishStep(app.db, id, { outcome: 'SENT', recipient, sentAt: now });
  } catch (error) {
    const message = (error as Error).message;
    await finishStep(app.db, id, { outcome: 'FAILED', recipient, error: message, sentAt: now });
  }
}

/**
 * The nightly run: for each unpaid issued invoice past its due day, of a customer reminded automatically, the
 * step due today is sent (and the earlier ones it overtook are passed over), each at most once. One invoice
 * failing never stops the others.
 */
export async function runReminders(app: App, options: { now?: Date; accountId?: number } = {}) {
  const now = options.now ?? new Date();
  const today = parisDay(now);
  const rows = await overdueInvoices(app.db, today, options.accountId);
  const handled = await handledSteps(
    app.db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    try {
      const { send, skip } = reminderStepsDue({
        dueDay: row.dueDate,
        today,
        settings: row.settings ?? REMINDER_DEFAULTS,
        handled: handled.get(row.id) ?? [],
      });
      const remaining = centsToDecimalText(cents(row.remaining));
      for (const step of skip)
        await claimStep(app.db, {
          accountId: row.accountId,
          invoiceId: row.id,
          step,
          outcome: 'SKIPPED',
          remaining,
        });
      if (send) await sendStep(app, row, send, now, today);
    } catch (error) {
      app.log.error({ err: error, invoiceId: row.id }, 'la relance de la facture a échoué');
    }
  }
}
