import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackingLinks } from '../../db/schema/index.ts';

/** A new unguessable token: 32 random bytes, base64url (43 characters). */
export const newTrackingToken = () => randomBytes(32).toString('base64url');

/**
 * The mission's tracking token, made on first use and the same ever after (an SMS sent on
 * creation and another on start carry the same link). Safe under concurrent callers: the
 * unique mission id keeps one row, and every caller reads that one back.
 */
export async function trackingTokenFor(
  db: Db,
  mission: { accountId: number; missionId: number },
): Promise<string> {
  await db
    .insert(trackingLinks)
    .values({ accountId: mission.accountId, missionId: mission.missionId, token: newTrackingToken() })
    .onConflictDoNothing({ target: trackingLinks.missionId });
  const [row] = await db
    .select({ token: trackingLinks.token })
    .from(trackingLinks)
    .where(eq(trackingLinks.missionId, mission.missionId));
  return row!.token;
}

/** The address of the public tracking page, as #STATUS_URL fills it in an SMS. */
export async function trackingUrlFor(
  db: Db,
  publicUrl: string,
  mission: { accountId: number; missionId: number },
): Promise<string> {
  return `${publicUrl}/suivi/${await trackingTokenFor(db, mission)}`;
}
