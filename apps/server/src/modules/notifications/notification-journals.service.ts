import { count, desc, eq } from 'drizzle-orm';
import { maskPhone, type EventRuleMatchPage, type SmsMessagePage } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { eventRuleMatches, missions, smsMessages, trucks, vehicleEvents } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import { eventDetail } from './event-rules.evaluator.ts';

interface Page {
  page: number;
  limit: number;
}

/** The 'Journal des SMS', newest first; a number never leaves the server whole. */
export async function listSmsMessages(
  db: Db,
  auth: AuthContext,
  accountId: number,
  { page, limit }: Page,
): Promise<SmsMessagePage> {
  const target = await resolveTargetAccount(db, auth, accountId);
  const rows = await db
    .select({ sms: smsMessages, orderNo: missions.orderNo })
    .from(smsMessages)
    .leftJoin(missions, eq(missions.id, smsMessages.missionId))
    .where(eq(smsMessages.accountId, target))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.accountId, target));
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ sms, orderNo }) => ({
      id: sms.id,
      kind: sms.kind,
      status: sms.status,
      missionId: sms.missionId,
      orderNo,
      phone: maskPhone(sms.phone),
      text: sms.text,
      attempts: sms.attempts,
      error: sms.error,
      createdAt: sms.createdAt.toISOString(),
      sentAt: sms.sentAt?.toISOString() ?? null,
    })),
  };
}

/** The rules' matches, newest first, with the vehicle and the time of the event. */
export async function listRuleMatches(
  db: Db,
  auth: AuthContext,
  accountId: number,
  { page, limit }: Page,
): Promise<EventRuleMatchPage> {
  const target = await resolveTargetAccount(db, auth, accountId);
  const rows = await db
    .select({ match: eventRuleMatches, event: vehicleEvents, truckName: trucks.name })
    .from(eventRuleMatches)
    .innerJoin(vehicleEvents, eq(vehicleEvents.id, eventRuleMatches.eventId))
    .leftJoin(trucks, eq(trucks.id, eventRuleMatches.truckId))
    .where(eq(eventRuleMatches.accountId, target))
    .orderBy(desc(vehicleEvents.occurredAt), desc(eventRuleMatches.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ n: count() })
    .from(eventRuleMatches)
    .where(eq(eventRuleMatches.accountId, target));
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ match, event, truckName }) => ({
      id: match.id,
      ruleId: match.ruleId,
      ruleName: match.ruleName,
      kind: event.kind,
      truckName,
      detail: eventDetail(event),
      occurredAt: event.occurredAt.toISOString(),
    })),
  };
}
