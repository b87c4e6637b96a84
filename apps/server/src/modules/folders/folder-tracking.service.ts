import { and, desc, eq, gt, like } from 'drizzle-orm';
import {
  MissionKind,
  normalizePhone,
  TRACKING_NO_MISSION_MESSAGE,
  TRACKING_NO_PHONE_MESSAGE,
  TRACKING_SMS_TOO_SOON_MESSAGE,
  trackingSmsText,
  type FolderTracking,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { accounts, smsMessages } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict } from '../../lib/errors.ts';
import { queueSms } from '../notifications/sms-journal.ts';
import { trackingUrlFor } from '../tracking/tracking-links.ts';
import {
  findFolder,
  findFolderMissions,
  folderNotFound,
  type FolderRow,
  type MissionRow,
  ownFolder,
} from '../folder-core/index.ts';

/**
 * Issue 20 §4.13: the customer's tracking link of a folder, in the folder itself. The link is
 * the intervention mission's (made on first use, the same the SMS carry); the phone is the one
 * the customer SMS go to (the mission's contact, else the place's, else the folder's).
 */

async function ownFolderWithMission(app: FastifyInstance, auth: AuthContext, folderId: number) {
  const folder = await findFolder(app.db, ownFolder(auth), folderId);
  if (!folder) throw folderNotFound();
  const mission =
    (await findFolderMissions(app.db, folder.id)).find((m) => m.kind === MissionKind.INTERVENTION) ?? null;
  return { folder, mission };
}

const phoneOf = (folder: FolderRow, mission: MissionRow | null) =>
  normalizePhone(mission?.contactPhone ?? folder.customerPlace?.contactPhone ?? folder.contactPhone ?? '') ||
  null;

async function trackingOf(
  app: FastifyInstance,
  folder: FolderRow,
  mission: MissionRow | null,
): Promise<FolderTracking> {
  if (!mission) return { url: null, phone: phoneOf(folder, null), lastSms: null };
  const url = await trackingUrlFor(app.db, app.config.publicUrl, {
    accountId: folder.accountId,
    missionId: mission.id,
  });
  const [last] = await app.db
    .select({ status: smsMessages.status, createdAt: smsMessages.createdAt, sentAt: smsMessages.sentAt })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.accountId, folder.accountId),
        eq(smsMessages.missionId, mission.id),
        like(smsMessages.text, `%${url}%`),
      ),
    )
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(1);
  return {
    url,
    phone: phoneOf(folder, mission),
    lastSms: last
      ? {
          status: last.status,
          createdAt: last.createdAt.toISOString(),
          sentAt: last.sentAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /api/folders/{id}/tracking: the operator's own folder (an assisteur or a supervisor: 403). */
export async function getFolderTracking(
  app: FastifyInstance,
  auth: AuthContext,
  folderId: number,
): Promise<FolderTracking> {
  const { folder, mission } = await ownFolderWithMission(app, auth, folderId);
  return trackingOf(app, folder, mission);
}

/**
 * POST /api/folders/{id}/tracking/sms: « Renvoyer le SMS ». Queues an SMS carrying the link to
 * the customer's phone (journal kind LINK, bound by the account's SMS hours like every customer
 * SMS), at most one a minute per mission (409 otherwise; the idempotency key covers a double click); 409 without a mission or a phone.
 */
export async function resendTrackingSms(
  app: FastifyInstance,
  auth: AuthContext,
  folderId: number,
  now = new Date(),
): Promise<FolderTracking> {
  const { folder, mission } = await ownFolderWithMission(app, auth, folderId);
  if (!mission) throw new Conflict(TRACKING_NO_MISSION_MESSAGE);
  const phone = phoneOf(folder, mission);
  if (!phone) throw new Conflict(TRACKING_NO_PHONE_MESSAGE);
  const [account] = await app.db
    .select({ name: accounts.name, sender: accounts.smsSender })
    .from(accounts)
    .where(eq(accounts.id, folder.accountId));
  const url = await trackingUrlFor(app.db, app.config.publicUrl, {
    accountId: folder.accountId,
    missionId: mission.id,
  });
  const [recent] = await app.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.accountId, folder.accountId),
        eq(smsMessages.missionId, mission.id),
        eq(smsMessages.kind, 'LINK'),
        gt(smsMessages.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(1);
  if (recent) throw new Conflict(TRACKING_SMS_TOO_SOON_MESSAGE);
  const queued = await queueSms(app, {
    accountId: folder.accountId,
    missionId: mission.id,
    kind: 'LINK',
    dedupKey: `link:${mission.id}:${now.getTime()}`,
    phone,
    sender: account?.sender ?? null,
    text: trackingSmsText(account?.name ?? '', url),
  });
  if (queued == null) throw new Conflict(TRACKING_SMS_TOO_SOON_MESSAGE);
  return trackingOf(app, folder, mission);
}
