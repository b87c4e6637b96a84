import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

/**
 * After `maxFailures` wrong passwords in a row for one login, that login is refused
 * for `lockSeconds`, whatever the password: brute force becomes useless. Kept in the
 * database so that every server instance agrees.
 */
export async function assertNotLocked(db: Db, login: string): Promise<void> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.login, login));
  if (row?.lockedUntil && row.lockedUntil > new Date()) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60000);
    throw new AppError(
      429,
      ErrorCode.tooManyAttempts,
      `Trop de tentatives de connexion : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}`,
    );
  }
}

export async function recordFailure(db: Db, login: string, settings: ThrottleSettings): Promise<void> {
  const lockUntil = new Date(Date.now() + settings.lockSeconds * 1000);
  await db
    .insert(loginFailures)
    .values({ login, failures: 1, lastFailureAt: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.login,
      set: {
        // A lock that has run out starts a new count.
        failures: sql`case when ${loginFailures.lockedUntil} < now() then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: new Date(),
        lockedUntil: sql`case when ${loginFailures.lockedUntil} >= now() then ${loginFailures.lockedUntil}
          when (case when ${loginFailures.lockedUntil} < now() then 1 else ${loginFailures.failures} + 1 end) >= ${settings.maxFailures}
          then ${lockUntil.toISOString()}::timestamptz else null end`,
      },
    });
}

export async function clearFailures(db: Db, login: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.login, login));
}
