import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { parisDay, REMINDER_DEFAULTS, REMINDER_STEPS } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, legalEntities } from '../../db/schema/index.ts';
import { runReminders } from '../../modules/reminders/index.ts';

const DAY = 86_400_000;
/** The assistance companies pay by batch on their own statements: never reminded (« Relances automatiques » off). */
const PAYING_BY_BATCH = ['AXA Assistance', 'Europ Assistance', 'Mondial Assistance'];

/**
 * Reminders in the demo: the assistance companies among the customers are switched off, and the unpaid invoices
 * already past their due day get the steps they would have had.
 */
export async function seedReminders(tx: DbOrTx): Promise<void> {
  await tx
    .update(legalEntities)
    .set({ automaticReminders: false })
    .where(inArray(sql`${legalEntities.headQuarterPlace}->>'companyName'`, PAYING_BY_BATCH));
  await remindOverdueInvoices(tx, new Date());
}

/**
 * Runs the reminders on each past day a step of an overdue invoice was reached, up to `now`: the journal then
 * holds what the nightly job would have sent. The mailer keeps nothing (no e-mail leaves the demo's seed).
 */
export async function remindOverdueInvoices(tx: DbOrTx, now: Date): Promise<void> {
  const today = parisDay(now);
  const overdue = await tx
    .selectDistinct({ dueDate: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.kind, 'INVOICE'), eq(invoices.state, 'ISSUED'), lt(invoices.dueDate, today)));
  const days = new Set<string>();
  for (const { dueDate } of overdue)
    for (const step of REMINDER_STEPS) {
      const day = new Date(Date.parse(`${dueDate}T09:00:00Z`) + REMINDER_DEFAULTS[step].delayDays * DAY);
      if (parisDay(day) <= today) days.add(day.toISOString());
    }
  const app = { db: tx, mailer: { send: async () => {} }, log: { error: () => {} } };
  for (const day of [...days].sort()) await runReminders(app, { now: new Date(day) });
}
