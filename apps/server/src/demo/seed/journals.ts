import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { normalizePhone, parisToday, type MissionSmsKind, type SmsStatus } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  eventRuleMatches,
  folders,
  missions,
  notificationConfigurations,
  reportConfigurations,
  smsMessages,
  trucks,
  vehicleEvents,
} from '../../db/schema/index.ts';

const MINUTE = 60_000;

/** What the customer SMS of each kind say (as the configured texts, filled in). */
const SMS_TEXTS: Record<MissionSmsKind, (truck: string) => string> = {
  CREATION: () => 'Dépannage Martin & Fils : votre demande est enregistrée, un dépanneur vous est attribué.',
  START: (truck) => `Dépannage Martin & Fils : le camion ${truck} est parti vers vous.`,
  APPROACHING: (truck) => `Dépannage Martin & Fils : le camion ${truck} arrive dans 10 min.`,
  LATE: (truck) => `Dépannage Martin & Fils : le camion ${truck} aura un peu de retard, merci de patienter.`,
};
const OUTCOMES: Array<{ status: SmsStatus; error?: string }> = [
  { status: 'SENT' },
  { status: 'SENT' },
  { status: 'SENT' },
  { status: 'FAILED', error: 'Numéro non joignable' },
  { status: 'DROPPED', error: 'Envoi abandonné après 5 tentatives' },
];

/** The customer SMS of the depanneur's missions under way, as the SMS job would have logged them. */
async function seedSmsJournal(tx: DbOrTx, accountId: number): Promise<void> {
  const sent = await tx
    .select({
      id: missions.id,
      sentAt: missions.sentDateTime,
      phone: folders.contactPhone,
      truck: trucks.name,
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .innerJoin(trucks, eq(trucks.id, missions.truckId))
    .where(and(eq(missions.accountId, accountId), isNotNull(missions.sentDateTime)))
    .orderBy(desc(missions.sentDateTime))
    .limit(6);
  const kinds = Object.keys(SMS_TEXTS) as Array<keyof typeof SMS_TEXTS>;
  const rows = sent.flatMap((mission, m) =>
    kinds.slice(0, 2 + (m % 3)).map((kind, k) => {
      const outcome = OUTCOMES[(m + k) % OUTCOMES.length]!;
      const at = new Date(mission.sentAt!.getTime() + k * 12 * MINUTE);
      return {
        accountId,
        missionId: mission.id,
        kind,
        dedupKey: `mission:${mission.id}:${kind}`,
        phone: normalizePhone(mission.phone ?? '') ?? '+33600000000',
        sender: 'MARTIN',
        text: SMS_TEXTS[kind](mission.truck),
        status: outcome.status,
        attempts: outcome.status === 'DROPPED' ? 5 : 1,
        error: outcome.error ?? null,
        createdAt: at,
        updatedAt: at,
        sentAt: outcome.status === 'SENT' ? at : null,
      };
    }),
  );
  if (rows.length > 0) await tx.insert(smsMessages).values(rows);
}

/**
 * A speeding rule of the depanneur and what it caught: three Webfleet events of its trucks, each
 * a line of the rules' journal and an SMS to the fleet manager.
 */
async function seedRuleJournal(tx: DbOrTx, accountId: number): Promise<void> {
  const now = Date.now();
  const [rule] = await tx
    .insert(notificationConfigurations)
    .values({
      accountId,
      name: 'Excès de vitesse (plus de 110 km/h)',
      type: 'ON_SPEED',
      speed: 110,
      destinationPhonesOnReportEvent: ['06 12 34 56 78'],
      destinationEmailsOnReportEvent: ['julien.martin@depannage-martin.fr'],
      createdAt: new Date(now - 30 * 86_400_000),
    })
    .returning({ id: notificationConfigurations.id, name: notificationConfigurations.name });
  await tx.insert(notificationConfigurations).values({
    accountId,
    name: 'Freinage brusque sévère',
    type: 'ON_BREAKING',
    severity: 4,
    destinationEmailsOnReportEvent: ['julien.martin@depannage-martin.fr'],
    createdAt: new Date(now - 30 * 86_400_000),
  });
  const fleet = await tx
    .select({ id: trucks.id, name: trucks.name, lat: trucks.positionLatitude, lng: trucks.positionLongitude })
    .from(trucks)
    .where(eq(trucks.accountId, accountId))
    .orderBy(trucks.id);
  const caught: Array<[truck: number, speed: number, hoursAgo: number]> = [
    [0, 124, 3],
    [2, 117, 27],
    [1, 131, 75],
  ];
  for (const [index, speed, hoursAgo] of caught) {
    const truck = fleet[index % fleet.length]!;
    const at = new Date(now - hoursAgo * 3_600_000);
    const [event] = await tx
      .insert(vehicleEvents)
      .values({
        accountId,
        truckId: truck.id,
        kind: 'SPEED',
        source: 'WEBFLEET',
        speed,
        latitude: truck.lat,
        longitude: truck.lng,
        occurredAt: at,
        receivedAt: at,
      })
      .returning({ id: vehicleEvents.id });
    const [match] = await tx
      .insert(eventRuleMatches)
      .values({
        accountId,
        ruleId: rule!.id,
        ruleName: rule!.name!,
        eventId: event!.id,
        truckId: truck.id,
        matchedAt: at,
      })
      .returning({ id: eventRuleMatches.id });
    const phone = normalizePhone('06 12 34 56 78')!;
    await tx.insert(smsMessages).values({
      accountId,
      kind: 'RULE',
      dedupKey: `match:${match!.id}:${phone}`,
      phone,
      sender: 'MARTIN',
      text: `Règle « ${rule!.name} » : ${truck.name}, Excès de vitesse : ${speed} km/h`,
      status: 'SENT',
      attempts: 1,
      createdAt: at,
      updatedAt: at,
      sentAt: at,
    });
  }
}

/** A weekly activity report e-mailed to the manager, handled today (so it is not sent on start). */
async function seedScheduledReport(tx: DbOrTx, accountId: number, email: string): Promise<void> {
  const today = parisToday();
  await tx.insert(reportConfigurations).values({
    accountId,
    name: 'Activité de la semaine',
    type: 'WEEKLY',
    frequency: 'WEEKLY',
    sendByEmail: true,
    email,
    lastRunDay: today,
    lastRunAt: new Date(Math.min(Date.now(), Date.parse(`${today}T05:00:00Z`))),
    lastRunStatus: 'OK',
  });
}

/** The journals of the settings' « Notifications » (SMS, rules) and a scheduled report of each main login. */
export async function seedJournals(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const depanneur = accountIds.get('depanneur')!;
  await seedSmsJournal(tx, depanneur);
  await seedRuleJournal(tx, depanneur);
  await seedScheduledReport(tx, depanneur, 'julien.martin@depannage-martin.fr');
  const reports: Array<[key: string, email: string]> = [
    ['mission', 'camille@transports-lefevre.fr'],
    ['assisteur', 'sophie.garnier@axa-assistance.fr'],
    ['superviseur', 'nicolas.petit@groupe-plateau.fr'],
    ['iot', 'elodie@rousseau-iot.fr'],
    ['bordeaux', 'marc@garage-dupont.fr'],
    ['lille', 'isabelle@remorquage-bernard.fr'],
    ['nantes', 'thomas.leroy@autosecours-atlantique.fr'],
  ];
  for (const [key, email] of reports) await seedScheduledReport(tx, accountIds.get(key)!, email);
}

/**
 * Removes what seedJournals made (rules, journals, scheduled reports), for a test that counts what
 * it makes itself in those lists.
 */
export async function removeDemoJournals(db: DbOrTx): Promise<void> {
  await db.delete(eventRuleMatches);
  await db.delete(smsMessages);
  await db.delete(vehicleEvents);
  await db.delete(notificationConfigurations).where(isNull(notificationConfigurations.missionType));
  await db.delete(reportConfigurations);
}
