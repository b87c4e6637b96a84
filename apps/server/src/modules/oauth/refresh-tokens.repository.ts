import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(
  db: Db,
  owner: { userId: number; accountId: number; familyId?: string },
  lifetimeSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenHash: hash(token),
    familyId: owner.familyId ?? randomUUID(),
    userId: owner.userId,
    accountId: owner.accountId,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  });
  return token;
}

export type RotationResult =
  | { kind: 'rotated'; userId: number; accountId: number; familyId: string }
  | { kind: 'reused' }
  | { kind: 'unknown' };

/**
 * Marks the token used, atomically: of two concurrent refreshes with one token, one wins.
 * A token already used (or revoked) revokes its whole family.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const tokenHash = hash(token);
  const [used] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning();
  if (used) {
    if (used.expiresAt <= new Date()) return { kind: 'unknown' };
    return { kind: 'rotated', userId: used.userId, accountId: used.accountId, familyId: used.familyId };
  }
  const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known) return { kind: 'unknown' };
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)));
  return { kind: 'reused' };
}
