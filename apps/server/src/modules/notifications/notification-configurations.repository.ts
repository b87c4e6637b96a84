import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { NOTIFICATION_MISSION_TYPES, type NotificationMissionType } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationConfigurations } from '../../db/schema/index.ts';

export type NotificationConfigurationRow = typeof notificationConfigurations.$inferSelect;
export type NewNotificationConfigurationRow = typeof notificationConfigurations.$inferInsert;

/** What a mission type's customer SMS say until the account writes its own (all off at first). */
export const DEFAULT_CUSTOMER_TEXTS = {
  smsTextOnCreation: 'Votre demande de dépannage est enregistrée. Suivez-la ici : #STATUS_URL',
  smsTextOnStart: 'Votre dépanneur #VEH_NAME est en route. Suivez-le ici : #STATUS_URL',
  smsTextOnApproaching: 'Votre dépanneur arrive dans #MINUTE min (vers #ETA_HOUR). Suivi : #STATUS_URL',
  smsTextOnLate: 'Votre dépanneur a du retard, il arrive au plus vite. Suivi : #STATUS_URL',
  notifyMinuteBeforeArriving: 10,
} as const;

/** One configuration per mission type, made on first read; concurrent first reads make one. */
export async function ensureCustomerConfigurations(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .insert(notificationConfigurations)
    .values(
      NOTIFICATION_MISSION_TYPES.map((missionType) => ({
        accountId,
        missionType,
        ...DEFAULT_CUSTOMER_TEXTS,
      })),
    )
    .onConflictDoNothing({
      target: [notificationConfigurations.accountId, notificationConfigurations.missionType],
      where: isNotNull(notificationConfigurations.missionType),
    });
}

/** The configurations (in mission-type order) then the rules (oldest first). */
export async function listNotificationConfigurations(db: DbOrTx, accountId: number) {
  const rows = await db
    .select()
    .from(notificationConfigurations)
    .where(eq(notificationConfigurations.accountId, accountId))
    .orderBy(asc(notificationConfigurations.id));
  const order = (row: NotificationConfigurationRow) =>
    row.missionType === null
      ? NOTIFICATION_MISSION_TYPES.length
      : NOTIFICATION_MISSION_TYPES.indexOf(row.missionType);
  return rows.sort((a, b) => order(a) - order(b) || a.id - b.id);
}

export async function customerConfiguration(
  db: DbOrTx,
  accountId: number,
  missionType: NotificationMissionType,
): Promise<NotificationConfigurationRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationConfigurations)
    .where(
      and(
        eq(notificationConfigurations.accountId, accountId),
        eq(notificationConfigurations.missionType, missionType),
      ),
    );
  return row;
}

export async function accountRules(db: DbOrTx, accountId: number): Promise<NotificationConfigurationRow[]> {
  return db
    .select()
    .from(notificationConfigurations)
    .where(
      and(
        eq(notificationConfigurations.accountId, accountId),
        isNull(notificationConfigurations.missionType),
      ),
    );
}

export async function lockEntries(db: DbOrTx, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(notificationConfigurations)
    .where(
      and(eq(notificationConfigurations.accountId, accountId), inArray(notificationConfigurations.id, ids)),
    )
    .for('update');
}
