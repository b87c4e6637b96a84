import { and, eq, sql } from 'drizzle-orm';
import { LASTING_SMS_KINDS, SMS_STALE_AFTER_MINUTES, smsOpenAt, type SmsKind } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, smsMessages } from '../../db/schema/index.ts';
import { isOptedOut, SMS_OPTED_OUT_MESSAGE } from '../personal-data/sms-opt-out.service.ts';

export const SMS_SEND_JOB = 'sms.send';
/** A provider failure is tried again 4 times, 5 s, 10 s, 20 s and 40 s later. */
export const SMS_SEND_RETRY = { limit: 4, delaySeconds: 5 } as const;

export interface SmsToQueue {
  accountId: number;
  missionId: number | null;
  kind: SmsKind;
  /** At most one SMS per key and account: 'mission:{id}:{kind}', 'match:{id}:{phone}'. */
  dedupKey: string;
  phone: string;
  sender: string | null;
  text: string;
}

/** Writes the SMS in the journal and queues its sending; a key already there queues nothing. */
export async function queueSms(app: FastifyInstance, sms: SmsToQueue): Promise<number | null> {
  const [row] = await app.db
    .insert(smsMessages)
    .values(sms)
    .onConflictDoNothing({ target: [smsMessages.accountId, smsMessages.dedupKey] })
    .returning({ id: smsMessages.id });
  if (!row) return null;
  await app.jobs.send(SMS_SEND_JOB, { messageId: row.id });
  return row.id;
}

const setStatus = (app: FastifyInstance, id: number, values: Partial<typeof smsMessages.$inferInsert>) =>
  app.db
    .update(smsMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(smsMessages.id, id));

/**
 * The job that sends one SMS. A customer SMS outside the account's SMS hours is HELD (the watcher
 * queues it again when they open, or DROPS it once older than SMS_STALE_AFTER_MINUTES: an
 * « arrive dans 10 min » sent the next morning would be false); a RECEIPT goes at once. A provider failure marks it
 * FAILED with the error and throws, so that pg-boss tries again; a later success marks it SENT.
 * Rule SMS go to the account's own staff and are not bound by the hours.
 */
export async function sendQueuedSms(
  app: FastifyInstance,
  messageId: number,
  now = new Date(),
): Promise<void> {
  const [message] = await app.db
    .select({ sms: smsMessages, openHours: accounts.smsOpenHours })
    .from(smsMessages)
    .innerJoin(accounts, eq(accounts.id, smsMessages.accountId))
    .where(eq(smsMessages.id, messageId));
  if (!message || message.sms.status === 'SENT' || message.sms.status === 'DROPPED') return;
  const { sms, openHours } = message;
  if (sms.kind !== 'RULE') {
    if (await isOptedOut(app.db, sms.accountId, sms.phone)) {
      await setStatus(app, sms.id, { status: 'DROPPED', error: SMS_OPTED_OUT_MESSAGE });
      return;
    }
    // A receipt was asked for by the customer there and then: neither held overnight nor too late to be true.
    if (sms.kind === 'RECEIPT') return sendNow(app, sms);
    // « Arrive dans 10 min » is false the next morning; a payment link, a quote or a PV sent in the evening is still good.
    const goesStale = !LASTING_SMS_KINDS.includes(sms.kind);
    if (goesStale && now.getTime() - sms.createdAt.getTime() > SMS_STALE_AFTER_MINUTES * 60_000) {
      await setStatus(app, sms.id, {
        status: 'DROPPED',
        error: 'Trop tard : le message ne serait plus exact',
      });
      return;
    }
    if (!smsOpenAt(openHours, now)) {
      await setStatus(app, sms.id, { status: 'HELD' });
      return;
    }
  }
  await sendNow(app, sms);
}

async function sendNow(app: FastifyInstance, sms: typeof smsMessages.$inferSelect): Promise<void> {
  await setStatus(app, sms.id, { attempts: sql`${smsMessages.attempts} + 1` as unknown as number });
  try {
    const { providerId } = await app.sms.send({ to: sms.phone, text: sms.text, sender: sms.sender });
    await setStatus(app, sms.id, { status: 'SENT', providerId, sentAt: new Date(), error: null });
  } catch (error) {
    await setStatus(app, sms.id, { status: 'FAILED', error: (error as Error).message.slice(0, 500) });
    throw error;
  }
}

/** Held SMS whose hours have opened go again (one instance claims each); stale ones are dropped there. */
export async function releaseHeldSms(app: FastifyInstance, now = new Date()): Promise<void> {
  const held = await app.db
    .select({ id: smsMessages.id, openHours: accounts.smsOpenHours })
    .from(smsMessages)
    .innerJoin(accounts, eq(accounts.id, smsMessages.accountId))
    .where(eq(smsMessages.status, 'HELD'));
  for (const { id, openHours } of held) {
    if (!smsOpenAt(openHours, now)) continue;
    const claimed = await app.db
      .update(smsMessages)
      .set({ status: 'QUEUED', updatedAt: now })
      .where(and(eq(smsMessages.id, id), eq(smsMessages.status, 'HELD')))
      .returning({ id: smsMessages.id });
    if (claimed.length > 0) await app.jobs.send(SMS_SEND_JOB, { messageId: id });
  }
}
