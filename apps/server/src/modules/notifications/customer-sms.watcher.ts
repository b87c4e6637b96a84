import { and, eq, gt, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import {
  factInstantOf,
  fillSmsText,
  happenedSinceEnabled,
  MissionState,
  normalizePhone,
  notificationMissionTypeOf,
  SMS_STALE_AFTER_MINUTES,
  smsHourOf,
  straightLineEstimate,
  type MissionSmsKind,
  type SmsKind,
} from '@plateau/contracts';
import type { MissionState as MissionStateType } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import {
  accounts,
  folders,
  missions,
  notificationConfigurations,
  smsMessages,
  trucks,
} from '../../db/schema/index.ts';
import { trackingUrlFor } from '../tracking/tracking-links.ts';
import {
  customerConfiguration,
  type NotificationConfigurationRow,
} from './notification-configurations.repository.ts';
import { queueSms } from './sms-journal.ts';

const ENDED = [
  MissionState.MISSION_ABORDED,
  MissionState.MISSION_AUTO_FINISH,
  MissionState.MISSION_FINISH,
  MissionState.MISSION_DELETED,
];
const ON_THE_ROAD: MissionStateType[] = [
  MissionState.MISSION_STARTED,
  MissionState.MISSION_RESUMED,
  MissionState.MISSION_MODIFIED,
];
const STALE_MS = SMS_STALE_AFTER_MINUTES * 60_000;

/** Accounts with at least one customer SMS switched on. */
const notifyingAccounts = sql`exists (select 1 from ${notificationConfigurations} nc where nc.account_id = ${missions.accountId} and nc.mission_type is not null and (nc.notify_client_on_creation or nc.notify_client_on_start or nc.notify_client_on_approaching or nc.notify_client_on_late))`;

async function candidates(app: FastifyInstance, now: Date) {
  return app.db
    .select({
      mission: missions,
      customerPlace: folders.customerPlace,
      folderPhone: folders.contactPhone,
      nature: sql<string | null>`${folders.interventionDepannage}->>'nature'`,
      truck: {
        name: trucks.name,
        plate: trucks.licensePlate,
        lat: trucks.positionLatitude,
        lng: trucks.positionLongitude,
      },
      account: { sender: accounts.smsSender, tolerance: accounts.toleranceArrivalMinute },
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .leftJoin(trucks, eq(trucks.id, missions.truckId))
    .where(
      and(
        notInArray(missions.missionState, ENDED),
        or(
          gt(missions.creationDateTime, new Date(now.getTime() - STALE_MS)),
          inArray(missions.missionState, ON_THE_ROAD),
          and(
            isNotNull(missions.missionDateTime),
            gt(missions.missionDateTime, new Date(now.getTime() - 2 * 86_400_000)),
          ),
        ),
        notifyingAccounts,
      ),
    );
}
type Candidate = Awaited<ReturnType<typeof candidates>>[number];

const isRecent = (at: Date | null, now: Date) => at !== null && now.getTime() - at.getTime() <= STALE_MS;

/** Where the truck is heading: the customer for an intervention, the destination for a relivraison. */
function destinationOf(c: Candidate) {
  const place = c.mission.kind === 'RELIVRAISON' ? c.mission.destinationPlace : c.customerPlace;
  return place?.latitude != null && place.longitude != null
    ? { latitude: place.latitude, longitude: place.longitude }
    : null;
}

function etaOf(c: Candidate) {
  const to = destinationOf(c);
  if (!to || c.truck?.lat == null || c.truck.lng == null) return null;
  return straightLineEstimate({ latitude: c.truck.lat, longitude: c.truck.lng }, to);
}

/** When switching a customer SMS on: only facts from that instant on are texted. */
const ENABLED_AT: Record<MissionSmsKind, keyof NotificationConfigurationRow> = {
  CREATION: 'creationEnabledAt',
  START: 'startEnabledAt',
  APPROACHING: 'approachingEnabledAt',
  LATE: 'lateEnabledAt',
};

/** The customer SMS due for a mission now, by kind (each is then sent at most once). */
function dueKinds(c: Candidate, config: NotificationConfigurationRow, now: Date): SmsKind[] {
  const { mission } = c;
  const arrived = mission.steps.arrivedAtDestination !== undefined;
  const onTheRoad = ON_THE_ROAD.includes(mission.missionState);
  const lateFrom = mission.missionDateTime
    ? new Date(mission.missionDateTime.getTime() + (c.account.tolerance ?? 0) * 60_000)
    : null;
  const due: Array<MissionSmsKind> = [];
  if (config.notifyClientOnCreation && isRecent(mission.creationDateTime, now)) due.push('CREATION');
  if (config.notifyClientOnStart && onTheRoad && isRecent(mission.sentDateTime, now)) due.push('START');
  if (config.notifyClientOnApproaching && onTheRoad && !arrived) {
    const eta = etaOf(c);
    if (eta && eta.durationSeconds <= (config.notifyMinuteBeforeArriving ?? 10) * 60) due.push('APPROACHING');
  }
  if (config.notifyClientOnLate && !arrived && lateFrom) {
    if (now.getTime() > lateFrom.getTime() && now.getTime() - lateFrom.getTime() <= STALE_MS)
      due.push('LATE');
  }
  const facts = {
    creationDateTime: mission.creationDateTime,
    sentDateTime: mission.sentDateTime,
    startedStepAt: mission.steps.started?.dateTime,
    lateFrom,
  };
  return due.filter((kind) =>
    happenedSinceEnabled(factInstantOf(kind, facts), config[ENABLED_AT[kind]] as Date | null),
  );
}

const TEXT_OF: Record<MissionSmsKind, keyof NotificationConfigurationRow> = {
  CREATION: 'smsTextOnCreation',
  START: 'smsTextOnStart',
  APPROACHING: 'smsTextOnApproaching',
  LATE: 'smsTextOnLate',
};

async function textFor(app: FastifyInstance, c: Candidate, template: string, now: Date) {
  const eta = etaOf(c);
  const statusUrl = /#STATUS_URL|#LINK/.test(template)
    ? await trackingUrlFor(app.db, app.config.publicUrl, {
        accountId: c.mission.accountId,
        missionId: c.mission.id,
      })
    : undefined;
  return fillSmsText(template, {
    '#VEH_NAME': c.truck?.name ?? undefined,
    '#VEH_ID': c.truck?.plate ?? undefined,
    '#MINUTE': eta ? String(Math.max(1, Math.round(eta.durationSeconds / 60))) : undefined,
    '#ETA_HOUR': eta ? smsHourOf(new Date(now.getTime() + eta.durationSeconds * 1000)) : undefined,
    '#STATUS_URL': statusUrl,
  });
}

/**
 * One pass over the missions of the accounts that text their customers: whatever is due
 * (created, started, approaching — the straight-line ETA within notifyMinuteBeforeArriving —, or
 * late — past the mission date plus the account's tolerance without arrival) is written in the
 * journal under its mission and kind, so a mission gets each SMS at most once however often
 * this runs and on however many instances. A periodic pass rather than calls from the folder
 * services: nothing is lost when the server stops between a state change and its SMS, and the
 * approaching and late conditions need a clock anyway.
 */
export async function watchCustomerSms(app: FastifyInstance, now = new Date()): Promise<void> {
  const rows = await candidates(app, now);
  if (rows.length === 0) return;
  const already = new Set(
    (
      await app.db
        .select({ key: smsMessages.dedupKey })
        .from(smsMessages)
        .where(
          inArray(
            smsMessages.missionId,
            rows.map((r) => r.mission.id),
          ),
        )
    ).map((r) => r.key),
  );
  const configs = new Map<string, NotificationConfigurationRow | undefined>();
  for (const c of rows) {
    const missionType = notificationMissionTypeOf(c.mission.kind, c.nature);
    const cacheKey = `${c.mission.accountId}:${missionType}`;
    if (!configs.has(cacheKey))
      configs.set(cacheKey, await customerConfiguration(app.db, c.mission.accountId, missionType));
    const config = configs.get(cacheKey);
    if (!config) continue;
    const phone = normalizePhone(
      c.mission.contactPhone ?? c.customerPlace?.contactPhone ?? c.folderPhone ?? '',
    );
    if (!phone) continue;
    for (const kind of dueKinds(c, config, now)) {
      const dedupKey = `mission:${c.mission.id}:${kind}`;
      const template = config[TEXT_OF[kind as MissionSmsKind]] as string | null;
      if (already.has(dedupKey) || !template) continue;
      await queueSms(app, {
        accountId: c.mission.accountId,
        missionId: c.mission.id,
        kind,
        dedupKey,
        phone,
        sender: c.account.sender,
        text: await textFor(app, c, template, now),
      });
    }
  }
}
