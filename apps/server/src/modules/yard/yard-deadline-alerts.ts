import { and, eq, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import {
  addDays,
  holidayRegionOfPostcode,
  parisDay,
  yardAlertToSend,
  type HolidayRegion,
  type YardDeadlineAlert,
} from '@plateau/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, users, yardEntries } from '../../db/schema/index.ts';

/** What a run needs of the app (tests pass their own day). */
type App = { db: Db; mailer: Mailer; log: Pick<FastifyBaseLogger, 'error'> };

/** The account's public holidays: Alsace-Moselle's two more when its head office is in 57, 67 or 68. */
export async function holidayRegionOf(db: DbOrTx, accountId: number): Promise<HolidayRegion> {
  const [row] = await db
    .select({ legalEntity: accounts.legalEntity })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return holidayRegionOfPostcode(row?.legalEntity?.headQuarterPlace?.zipCode);
}

const ALERT_WORDS: Record<YardDeadlineAlert, (day: string) => string> = {
  DAY_BEFORE: (day) => `sera réputé abandonné demain (${day})`,
  DUE: (day) => `est réputé abandonné depuis le ${day} : à remettre aux Domaines ou pour destruction`,
};

const frenchDay = (day: string) => day.split('-').reverse().join('/');

export const yardAlertText = (plate: string, alert: YardDeadlineAlert, day: string) =>
  `Fourrière : le véhicule ${plate} ${ALERT_WORDS[alert](frenchDay(day))}`;

/** The account's administrators who have an e-mail address. */
async function adminEmails(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'ADMIN'), isNotNull(users.email)));
  return rows.map((row) => row.email!.trim()).filter(Boolean);
}

/**
 * The deadline alerts (issue 31 §4): for each vehicle of a fourrière whose abandonment day is tomorrow or
 * reached, the alert of the day is claimed on its row (so two runs or two servers never ring it twice) and the
 * bell reads it; then every claimed alert not yet mailed is e-mailed to the account's administrators.
 */
export async function runYardDeadlineAlerts(app: App, options: { now?: Date } = {}) {
  const today = parisDay(options.now ?? new Date());
  const candidates = await app.db
    .select()
    .from(yardEntries)
    .where(
      and(
        eq(yardEntries.status, 'PRESENT'),
        eq(yardEntries.kind, 'FOURRIERE'),
        lte(yardEntries.abandonmentDay, addDays(today, 1)),
        or(isNull(yardEntries.alertSent), inArray(yardEntries.alertSent, ['DAY_BEFORE'])),
      ),
    );
  for (const row of candidates) {
    const previous = row.alertSent as YardDeadlineAlert | null;
    const alert = yardAlertToSend(row.abandonmentDay, today, previous);
    if (!alert) continue;
    await app.db
      .update(yardEntries)
      .set({ alertSent: alert })
      .where(
        and(
          eq(yardEntries.id, row.id),
          previous === null ? isNull(yardEntries.alertSent) : eq(yardEntries.alertSent, previous),
        ),
      );
  }
  await mailClaimedAlerts(app);
}

/** The alert rung but not mailed yet, on a vehicle still in the lot. */
const unmailed = and(
  eq(yardEntries.status, 'PRESENT'),
  isNotNull(yardEntries.alertSent),
  or(isNull(yardEntries.alertMailed), ne(yardEntries.alertMailed, yardEntries.alertSent)),
);

/**
 * Each unmailed alert is sent with its row locked and marked mailed in the same transaction: a run that finds
 * it locked passes it over, one after finds it mailed, so it goes out once. A mail that fails rolls the mark
 * back: the next run sends it again (only the latest alert: once the day has come, « demain » is not sent late).
 */
async function mailClaimedAlerts(app: App) {
  const pending = await app.db.select({ id: yardEntries.id }).from(yardEntries).where(unmailed);
  for (const { id } of pending) {
    try {
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(yardEntries)
          .where(and(eq(yardEntries.id, id), unmailed))
          .for('update', { skipLocked: true });
        if (!row) return;
        const alert = row.alertSent as YardDeadlineAlert;
        const to = await adminEmails(tx, row.accountId);
        if (to.length > 0) {
          const text = yardAlertText(row.plate, alert, row.abandonmentDay!);
          await app.mailer.send({
            to,
            subject: text,
            text: `${text}.\n\nPV ${row.pvNumber || '—'} · ${row.make} ${row.model}`.trim(),
          });
        }
        await tx.update(yardEntries).set({ alertMailed: alert }).where(eq(yardEntries.id, id));
      });
    } catch (error) {
      app.log.error(
        { err: error, yardEntryId: id },
        'alerte de fourrière non envoyée : nouvel essai au prochain passage',
      );
    }
  }
}

/** The bell's yard lines: every vehicle still in the lot whose alert went out. */
export async function yardAlarms(db: DbOrTx, accountId: number) {
  const rows = await db
    .select({
      id: yardEntries.id,
      plate: yardEntries.plate,
      alertSent: yardEntries.alertSent,
      abandonmentDay: yardEntries.abandonmentDay,
    })
    .from(yardEntries)
    .where(
      and(
        eq(yardEntries.accountId, accountId),
        eq(yardEntries.status, 'PRESENT'),
        isNotNull(yardEntries.alertSent),
      ),
    )
    .orderBy(yardEntries.abandonmentDay, yardEntries.id);
  return rows.map((row) => ({
    folderId: null,
    yardEntryId: row.id,
    type: 'YARD_DEADLINE' as const,
    externalNumber: row.plate,
    description: yardAlertText(row.plate, row.alertSent as YardDeadlineAlert, row.abandonmentDay!),
  }));
}
