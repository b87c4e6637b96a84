import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { conditionLinkExpiry, type ConditionLink, type ConditionLinkChannel } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { vehicleConditionLinks, vehicleConditionReports } from '../../db/schema/index.ts';

/** Only the token's SHA-256 is kept: the database alone opens no PV. */
export const hashConditionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const conditionPageUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/public/conditionReports/${token}`;

/** A new link to a mission's PV: 32 random bytes (256 bits), base64url, expiring after CONDITION_LINK_DAYS. */
export async function newConditionLink(
  db: DbOrTx,
  publicUrl: string,
  link: { accountId: number; missionId: number; channel: ConditionLinkChannel; recipient: string | null },
  now = new Date(),
): Promise<ConditionLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = conditionLinkExpiry(now);
  await db
    .insert(vehicleConditionLinks)
    .values({ ...link, tokenHash: hashConditionToken(token), createdAt: now, expiresAt });
  return { url: conditionPageUrl(publicUrl, token), expiresAt: expiresAt.toISOString() };
}

/** The mission a live token opens, or null (unknown and expired are alike). */
export async function missionOfConditionToken(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  const [link] = await db
    .select({ missionId: vehicleConditionLinks.missionId })
    .from(vehicleConditionLinks)
    .where(
      and(
        eq(vehicleConditionLinks.tokenHash, hashConditionToken(token)),
        gt(vehicleConditionLinks.expiresAt, now),
      ),
    );
  return link?.missionId ?? null;
}

/**
 * What the report to the assisteur carries of the folder's PV: a link of its own (ASSISTEUR) to the
 * PDF of the first mission that has one, and whether new damage was found at delivery. Null without a PV.
 */
export async function assisteurConditionLink(
  db: DbOrTx,
  publicUrl: string,
  folder: { id: number; accountId: number; assistanceProvider: string | null },
): Promise<(ConditionLink & { damageReported: boolean }) | null> {
  const reports = await db
    .select({
      missionId: vehicleConditionReports.missionId,
      damageReported: vehicleConditionReports.damageReported,
    })
    .from(vehicleConditionReports)
    .where(eq(vehicleConditionReports.folderId, folder.id))
    .orderBy(asc(vehicleConditionReports.missionId));
  const first = reports[0];
  if (!first) return null;
  const link = await newConditionLink(db, publicUrl, {
    accountId: folder.accountId,
    missionId: first.missionId,
    channel: 'ASSISTEUR',
    recipient: folder.assistanceProvider,
  });
  return {
    ...link,
    damageReported: reports.some((r) => r.missionId === first.missionId && r.damageReported),
  };
}
