import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

export interface ThrottleSettings {
  maxFailures: number;
  lockSeconds: number;
}

const tooManyAttempts = (lockedUntil: Date) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 60000));
  return new AppError(
    429,
    ErrorCode.tooManyAttempts,
    `Trop de tentatives de connexion : réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}`,
  );
};

/**
 * After `maxFailures` wrong passwords in a row for one login, that login is refused for
 * `lockSeconds`, whatever the password: brute force becomes useless. Kept in the database so
 * that every server instance agrees.
 *
 * Every attempt is counted as a failure BEFORE its password is checked, in one atomic
 * statement (insert … on conflict do update … returning): of 30 parallel attempts, only the
 * first `maxFailures` are checked, the others are refused at once, and the lock is set by the
 * attempt that reaches the limit. A right password then clears the count (`clearFailures`).
 */
export async function reserveAttempt(db: Db, login: string, settings: ThrottleSettings): Promise<void> {
  const lockUntil = new Date(Date.now() + settings.lockSeconds * 1000).toISOString();
  // A lock that has run out starts a new count.
  const count = sql`(case when ${loginFailures.lockedUntil} < now() then 1 else ${loginFailures.failures} + 1 end)`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      login,
      failures: 1,
      lastFailureAt: new Date(),
      lockedUntil: settings.maxFailures <= 1 ? new Date(lockUntil) : null,
    })
    .onConflictDoUpdate({
      target: loginFailures.login,
      set: {
        failures: count,
        lastFailureAt: new Date(),
        lockedUntil: sql`case when ${loginFailures.lockedUntil} >= now() then ${loginFailures.lockedUntil}
          when ${count} >= ${settings.maxFailures} then ${lockUntil}::timestamptz else null end`,
      },
    })
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  if (row && row.failures > settings.maxFailures && row.lockedUntil && row.lockedUntil > new Date()) {
    throw tooManyAttempts(row.lockedUntil);
  }
}

/** A right password: the attempts counted for this login are forgotten. */
export async function clearFailures(db: Db, login: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.login, login));
}
