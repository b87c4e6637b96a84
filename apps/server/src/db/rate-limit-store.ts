import { sql } from 'drizzle-orm';
import { ErrorCode } from '@plateau/contracts';
import { AppError } from '../lib/errors.ts';
import type { Db } from './client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database (table rate_limit_hits, migration
 * 0030), so that a limit holds across every instance on it: behind a load balancer, a flood of
 * sign-ins spread over two instances is refused at the same count as on one. `namespace` keeps
 * each limited route's counts apart. One upsert per limited request; expired windows start again
 * at 1, and about one call in a hundred sweeps the windows that ended.
 */
export function databaseRateLimitStore(db: Db, namespace: string) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const id = `${namespace}:${key}`;
      void (async () => {
        const result = (await db.execute(sql`
          insert into rate_limit_hits (key, hits, reset_at)
          values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                            else rate_limit_hits.reset_at end
          returning hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`)) as unknown as {
          rows: { hits: number; ttl: number }[];
        };
        if (Math.random() < 0.01) await db.execute(sql`delete from rate_limit_hits where reset_at < now()`);
        const row = result.rows[0]!;
        return { current: Number(row.hits), ttl: Number(row.ttl) };
      })().then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

/**
 * The one way a route limits calls per client address: a minute's window counted in the database
 * (so the limit holds across instances), and a 429 whose French message says how long to wait.
 * `refused` is the start of that message, e.g. « Trop de demandes de connexion depuis votre adresse ».
 */
export function perAddressRateLimit(db: Db, options: { namespace: string; max: number; refused: string }) {
  return {
    max: options.max,
    timeWindow: 60_000,
    store: databaseRateLimitStore(db, options.namespace),
    keyGenerator: (request: { ip: string }) => request.ip,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        429,
        ErrorCode.tooManyAttempts,
        `${options.refused} : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}`,
      );
    },
  };
}
