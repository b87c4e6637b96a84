import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { maskTerm, normalizePhone } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { smsMessages, smsOptOuts } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { recordJournal, type JournalActor } from '../journal/journal.service.ts';

/** Why an SMS is not sent to a number that opted out (the SMS journal's error). */
export const SMS_OPTED_OUT_MESSAGE = 'Non envoyé : le destinataire a demandé à ne plus recevoir de SMS';

/** Only the number's hash is kept (E.164 first, so every spelling gives the same). */
export const phoneHash = (e164: string) => createHash('sha256').update(e164).digest('hex');

export async function isOptedOut(db: DbOrTx, accountId: number, phone: string): Promise<boolean> {
  const e164 = normalizePhone(phone);
  if (!e164) return false;
  const [row] = await db
    .select({ source: smsOptOuts.source })
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.accountId, accountId), eq(smsOptOuts.phoneHash, phoneHash(e164))));
  return Boolean(row);
}

async function addOptOut(db: DbOrTx, actor: JournalActor, e164: string, source: 'STOP' | 'OPERATOR') {
  await db
    .insert(smsOptOuts)
    .values({ accountId: actor.accountId, phoneHash: phoneHash(e164), source })
    .onConflictDoNothing();
  await recordJournal(
    db,
    actor,
    'SMS_OPT_OUT',
    source === 'STOP'
      ? `STOP reçu du ${maskTerm(e164)} : plus aucun SMS client vers ce numéro`
      : `Numéro ${maskTerm(e164)} marqué « ne plus envoyer de SMS »`,
  );
}

/** An operator marks a number « ne plus envoyer de SMS ». */
export async function markOptOut(db: Db, actor: JournalActor, phone: string) {
  const e164 = normalizePhone(phone);
  if (!e164) throw new Invalid('Numéro non valide');
  await db.transaction((tx) => addOptOut(tx, actor, e164, 'OPERATOR'));
}

/**
 * A reply received by the provider (its inbound callback): « STOP » (any case, with or without
 * spaces, « STOP SMS » too) opts the number out of every account that texted it.
 */
export async function receiveInboundSms(db: Db, from: string, text: string): Promise<number> {
  if (!/^\s*stop\b/i.test(text)) return 0;
  const e164 = normalizePhone(from.startsWith('+') || from.startsWith('0') ? from : `+${from}`);
  if (!e164) return 0;
  const accounts = await db
    .selectDistinct({ accountId: smsMessages.accountId })
    .from(smsMessages)
    .where(sql`${smsMessages.phone} = ${e164}`);
  await db.transaction(async (tx) => {
    for (const { accountId } of accounts) await addOptOut(tx, { accountId, userId: null }, e164, 'STOP');
  });
  return accounts.length;
}

/** The key the provider's callback URL carries (?key=), derived from the server's token secret. */
export const inboundSmsKey = (tokenSecret: string) =>
  createHmac('sha256', tokenSecret).update('plateau-sms-inbound').digest('hex');

export function checkInboundKey(tokenSecret: string, key: string): boolean {
  const expected = Buffer.from(inboundSmsKey(tokenSecret));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
