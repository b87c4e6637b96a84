import { eq, inArray } from 'drizzle-orm';
import {
  enabledAtAfter,
  SEVERITY_RANGE,
  SPEED_RANGE,
  type NotificationConfiguration,
  type NotificationConfigurationsPatch,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { notificationConfigurations } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import {
  ensureCustomerConfigurations,
  listNotificationConfigurations,
  lockEntries,
  type NotificationConfigurationRow,
} from './notification-configurations.repository.ts';

const toDto = ({
  accountId: _a,
  createdAt: _c,
  creationEnabledAt: _ce,
  startEnabledAt: _se,
  approachingEnabledAt: _ae,
  lateEnabledAt: _le,
  ...row
}: NotificationConfigurationRow): NotificationConfiguration => row as NotificationConfiguration;

export async function getNotificationConfigurations(db: Db, auth: AuthContext, accountId: number) {
  const target = await resolveTargetAccount(db, auth, accountId);
  await ensureCustomerConfigurations(db, target);
  return (await listNotificationConfigurations(db, target)).map(toDto);
}

const RULE_ONLY = [
  'name',
  'type',
  'containTextOnReportEvent',
  'severity',
  'speed',
  'code',
  'destinationPhonesOnReportEvent',
  'destinationEmailsOnReportEvent',
  'outOfRangeOnly',
] as const;
const CUSTOMER_ONLY = [
  'notifyClientOnCreation',
  'notifyClientOnStart',
  'notifyClientOnApproaching',
  'notifyClientOnLate',
  'smsTextOnCreation',
  'smsTextOnApproaching',
  'smsTextOnLate',
  'notifyMinuteBeforeArriving',
] as const;

const SWITCHES = [
  ['notifyClientOnCreation', 'creationEnabledAt'],
  ['notifyClientOnStart', 'startEnabledAt'],
  ['notifyClientOnApproaching', 'approachingEnabledAt'],
  ['notifyClientOnLate', 'lateEnabledAt'],
] as const;

/** The instant each customer SMS was switched on, after this change (see notification-enabling.ts). */
function enablingStamps(
  before: NotificationConfigurationRow,
  fields: Partial<Record<(typeof SWITCHES)[number][0], boolean | undefined>>,
  now: Date,
) {
  const stamps: Partial<Record<(typeof SWITCHES)[number][1], Date | null>> = {};
  for (const [flag, stamp] of SWITCHES) {
    if (fields[flag] === undefined) continue;
    stamps[stamp] = enabledAtAfter(before[flag], fields[flag], before[stamp], now);
  }
  return stamps;
}

/**
 * The spec has two calls for the whole screen (§7: GET and PATCH of the list), so the PATCH
 * carries every change of the list, as the users' PATCH does: `added` rules, `changed` entries
 * (configurations or rules, by id, each with the fields of its kind) and `removed` rules, applied
 * together or not at all. The three customer configurations always exist: they are changed,
 * never added nor removed.
 */
export async function patchNotificationConfigurations(
  db: Db,
  auth: AuthContext,
  accountId: number,
  patch: NotificationConfigurationsPatch,
): Promise<NotificationConfiguration[]> {
  const target = await resolveTargetAccount(db, auth, accountId);
  await ensureCustomerConfigurations(db, target);
  await db.transaction(async (tx) => {
    const touched = [...new Set([...patch.removed, ...patch.changed.map((entry) => entry.id)])];
    const found = new Map((await lockEntries(tx, target, touched)).map((row) => [row.id, row]));
    if (found.size !== touched.length) throw new NotFound("Cette règle n'existe pas");
    if (patch.removed.some((id) => found.get(id)!.missionType !== null)) {
      throw new Invalid('Une configuration de type de mission ne peut pas être supprimée');
    }
    for (const { id, ...fields } of patch.changed) {
      const isRule = found.get(id)!.missionType === null;
      const foreign = (isRule ? CUSTOMER_ONLY : RULE_ONLY).filter((name) => name in fields);
      if (foreign.length > 0) {
        throw new Invalid(
          `Champ non modifiable pour ${isRule ? 'une règle' : 'une configuration'} : ${foreign.join(', ')}`,
        );
      }
      if (Object.keys(fields).length > 0) {
        const stamps = isRule ? {} : enablingStamps(found.get(id)!, fields, new Date());
        await tx
          .update(notificationConfigurations)
          .set({ ...fields, ...stamps })
          .where(eq(notificationConfigurations.id, id));
      }
    }
    if (patch.removed.length > 0) {
      await tx
        .delete(notificationConfigurations)
        .where(inArray(notificationConfigurations.id, patch.removed));
    }
    if (patch.added.length > 0) {
      await tx.insert(notificationConfigurations).values(
        patch.added.map((rule) => ({
          severity: SEVERITY_RANGE.default,
          speed: SPEED_RANGE.default,
          ...rule,
          accountId: target,
          missionType: null,
        })),
      );
    }
  });
  return (await listNotificationConfigurations(db, target)).map(toDto);
}
