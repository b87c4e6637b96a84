import { eq } from 'drizzle-orm';
import {
  eventMatchesRule,
  fillSmsText,
  happenedSinceEnabled,
  normalizePhone,
  type VehicleEventKind,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  eventRuleMatches,
  notificationConfigurations,
  trucks,
  vehicleEvents,
} from '../../db/schema/index.ts';
import { accountRules } from './notification-configurations.repository.ts';
import { queueSms } from './sms-journal.ts';

export const RULE_MAIL_JOB = 'event-rule.mail';

type VehicleEventRow = typeof vehicleEvents.$inferSelect;

const KIND_WORDS: Record<VehicleEventKind, string> = {
  SPEED: 'Excès de vitesse',
  BREAKING: 'Freinage brusque',
  ACCELERATION: 'Accélération brusque',
  STEERING: 'Virage brusque',
  CODE: 'Code véhicule',
  REPORT: 'Rapport du chauffeur',
};

/** What happened, in a few words: the journal, the SMS and the e-mail say it. */
export function eventDetail(
  event: Pick<VehicleEventRow, 'kind' | 'speed' | 'severity' | 'code' | 'text'>,
): string {
  switch (event.kind) {
    case 'SPEED':
      return `${KIND_WORDS.SPEED} : ${event.speed ?? '?'} km/h`;
    case 'CODE':
      return `${KIND_WORDS.CODE} : ${event.code ?? '?'}`;
    case 'REPORT':
      return `${KIND_WORDS.REPORT} : ${event.text ?? ''}`.trim();
    default:
      return `${KIND_WORDS[event.kind]} (sévérité ${event.severity ?? '?'})`;
  }
}

/**
 * The handler of a recorded vehicle event: each of the account's rules it fires is kept once
 * (a retried job does not fire it twice), then its SMS (journal kind RULE) and its e-mail go as
 * jobs of their own.
 */
export async function evaluateVehicleEvent(app: FastifyInstance, eventId: number): Promise<void> {
  const [row] = await app.db
    .select({
      event: vehicleEvents,
      truck: { name: trucks.name, plate: trucks.licensePlate },
      sender: accounts.smsSender,
    })
    .from(vehicleEvents)
    .innerJoin(accounts, eq(accounts.id, vehicleEvents.accountId))
    .leftJoin(trucks, eq(trucks.id, vehicleEvents.truckId))
    .where(eq(vehicleEvents.id, eventId));
  if (!row) return;
  const { event, truck, sender } = row;
  for (const rule of await accountRules(app.db, event.accountId)) {
    if (!rule.type || !eventMatchesRule(event, { ...rule, type: rule.type })) continue;
    // A rule fires for what happens once it exists, not for an older event evaluated late.
    if (!happenedSinceEnabled(event.occurredAt, rule.createdAt)) continue;
    const [match] = await app.db
      .insert(eventRuleMatches)
      .values({
        accountId: event.accountId,
        ruleId: rule.id,
        ruleName: rule.name ?? '',
        eventId,
        truckId: event.truckId,
      })
      .onConflictDoNothing({ target: [eventRuleMatches.eventId, eventRuleMatches.ruleId] })
      .returning({ id: eventRuleMatches.id });
    if (!match) continue;
    const text = rule.smsTextOnStart
      ? fillSmsText(rule.smsTextOnStart, {
          '#VEH_NAME': truck?.name ?? undefined,
          '#VEH_ID': truck?.plate ?? undefined,
        })
      : `Règle « ${rule.name} » : ${truck?.name ?? 'véhicule inconnu'}, ${eventDetail(event)}`;
    for (const phone of rule.destinationPhonesOnReportEvent) {
      const to = normalizePhone(phone);
      if (!to) continue;
      await queueSms(app, {
        accountId: event.accountId,
        missionId: event.missionId,
        kind: 'RULE',
        dedupKey: `match:${match.id}:${to}`,
        phone: to,
        sender,
        text,
      });
    }
    if (rule.destinationEmailsOnReportEvent.length > 0)
      await app.jobs.send(RULE_MAIL_JOB, { matchId: match.id });
  }
}

/** The e-mail of a match to the rule's addresses (a job: retried when the SMTP server fails). */
export async function mailRuleMatch(app: FastifyInstance, matchId: number): Promise<void> {
  const [row] = await app.db
    .select({
      match: eventRuleMatches,
      event: vehicleEvents,
      rule: notificationConfigurations,
      truck: trucks.name,
    })
    .from(eventRuleMatches)
    .innerJoin(vehicleEvents, eq(vehicleEvents.id, eventRuleMatches.eventId))
    .innerJoin(notificationConfigurations, eq(notificationConfigurations.id, eventRuleMatches.ruleId))
    .leftJoin(trucks, eq(trucks.id, eventRuleMatches.truckId))
    .where(eq(eventRuleMatches.id, matchId));
  if (!row || row.rule.destinationEmailsOnReportEvent.length === 0) return;
  const when = row.event.occurredAt.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });
  await app.mailer.send({
    to: row.rule.destinationEmailsOnReportEvent,
    subject: `Règle « ${row.match.ruleName} » : ${row.truck ?? 'véhicule inconnu'}`,
    text: [
      `La règle « ${row.match.ruleName} » s'est déclenchée.`,
      `Véhicule : ${row.truck ?? 'inconnu'}`,
      `Date : ${when}`,
      eventDetail(row.event),
    ].join('\n'),
  });
}
