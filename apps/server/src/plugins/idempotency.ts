import { setTimeout as delay } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import {
  ErrorCode,
  IDEMPOTENCY_KEY_BUSY_MESSAGE,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  IDEMPOTENCY_KEY_REQUIRED_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENT_REPLAY_HEADER,
} from '@plateau/contracts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, Invalid, Unprocessable } from '../lib/errors.ts';
import { fingerprint, keyOf } from './idempotency-request.ts';
import { isUniqueViolation } from '../lib/unique-violation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something (or sends something once): a call carrying an Idempotency-Key
     * already answered for this user answers that first result again and runs nothing.
     */
    idempotent?: boolean;
    /** With `idempotent`: a call without the header is refused (400), for what must never be recorded twice. */
    idempotencyKeyRequired?: boolean;
  }
  interface FastifyRequest {
    /** The key row this request owns while its route runs; its answer is stored on send. */
    idempotencyClaim: Claim | null;
  }
}

interface Claim {
  rowId: number;
  scope: string;
  settle(): void;
  /** Moves the key's lease forward while the call runs. */
  renewal: NodeJS.Timeout;
}

export interface IdempotencyOptions {
  /** How long a call waits for the first call with its key to answer, before a 409. */
  waitMs?: number;
  /** How often a waiting call reads the key again (the first call may run on another instance). */
  pollMs?: number;
  /**
   * How long an unanswered key is held without news of its call: the call renews it every third
   * of it while it runs; a call whose instance was killed stops renewing, and a retry takes the
   * key over once it ends, instead of waiting 24 hours.
   */
  leaseMs?: number;
}

const LIFETIME_MS = IDEMPOTENCY_KEY_LIFETIME_HOURS * 3_600_000;
/** Expired keys are deleted at most this often by each instance, on the way of a creating call. */
const PURGE_EVERY_MS = 10 * 60_000;
const SCOPE_CONSTRAINT = 'idempotency_keys_scope_key';

type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Idempotency-Key for the routes whose config says `idempotent: true` (issue 18 §4). The first
 * call with a key claims it (a row, unique per account, user and key: the index settles a race),
 * runs, and stores its status and body before they leave. A call with the same key and the same
 * request answers that result again once it is there, waiting for it meanwhile; with another
 * request, a 422. A key lives 24 hours. Without the header, a route runs as it always did.
 */
export const idempotencyPlugin = fp(async (app, opts: IdempotencyOptions = {}) => {
  const waitMs = opts.waitMs ?? 10_000;
  const pollMs = opts.pollMs ?? 100;
  const leaseMs = opts.leaseMs ?? 30_000;
  const leaseEnd = () => new Date(Date.now() + leaseMs);
  const db = (): Db => app.db;
  app.decorateRequest('idempotencyClaim', null);
  /** Calls of this instance still running, by key scope: a waiter here wakes as soon as it ends. */
  const running = new Map<string, Promise<void>>();
  let lastPurge = 0;

  const purgeExpired = async () => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db()
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - LIFETIME_MS)));
  };

  const claim = async (values: typeof idempotencyKeys.$inferInsert): Promise<number | null> => {
    try {
      const [row] = await db().insert(idempotencyKeys).values(values).returning({ id: idempotencyKeys.id });
      return row!.id;
    } catch (error) {
      if (isUniqueViolation(error, SCOPE_CONSTRAINT)) return null;
      throw error;
    }
  };

  const release = async (rowId: number) => {
    await db().delete(idempotencyKeys).where(eq(idempotencyKeys.id, rowId));
  };

  const replay = (reply: FastifyReply, row: KeyRow) => {
    reply.code(row.statusCode!).header(IDEMPOTENT_REPLAY_HEADER, 'true');
    if (row.contentType) reply.header('content-type', row.contentType);
    return reply.send(row.responseBody || undefined);
  };

  const beforeHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    if (key === undefined) {
      if (request.routeOptions.config.idempotencyKeyRequired)
        throw new Invalid(IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
      return;
    }
    const { accountId, userId } = request.auth;
    const scope = `${accountId}:${userId}:${key}`;
    const route = `${request.method} ${request.routeOptions.url}`;
    const requestHash = fingerprint(request);
    const where = and(
      eq(idempotencyKeys.accountId, accountId),
      eq(idempotencyKeys.userId, userId),
      eq(idempotencyKeys.key, key),
    );
    await purgeExpired();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const rowId = await claim({ accountId, userId, key, route, requestHash, leaseUntil: leaseEnd() });
      if (rowId !== null) {
        let settle!: () => void;
        running.set(scope, new Promise<void>((resolve) => (settle = resolve)));
        const renewal = setInterval(() => {
          db()
            .update(idempotencyKeys)
            .set({ leaseUntil: leaseEnd() })
            .where(and(eq(idempotencyKeys.id, rowId), isNull(idempotencyKeys.statusCode)))
            .catch((error: unknown) =>
              request.log.warn({ err: error }, "bail de la clé d'idempotence non prolongé"),
            );
        }, leaseMs / 3);
        renewal.unref();
        request.idempotencyClaim = { rowId, scope, settle, renewal };
        return;
      }
      const [row] = await db().select().from(idempotencyKeys).where(where);
      if (row && row.createdAt.getTime() < Date.now() - LIFETIME_MS) {
        // Expired but not yet purged: the key is free again.
        await db()
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.id, row.id),
              lt(idempotencyKeys.createdAt, new Date(Date.now() - LIFETIME_MS)),
            ),
          );
        continue;
      }
      if (row && row.requestHash !== requestHash)
        throw new Unprocessable(IDEMPOTENCY_KEY_REUSED_MESSAGE, ErrorCode.idempotencyKeyReused);
      if (row && row.statusCode !== null) return replay(reply, row);
      if (row && row.leaseUntil.getTime() < Date.now() && !running.has(scope)) {
        // Its call stopped renewing (its instance was killed before answering, so nothing it did
        // committed): the key is taken over, the condition settles a race between two retries.
        await db()
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.id, row.id),
              isNull(idempotencyKeys.statusCode),
              lt(idempotencyKeys.leaseUntil, new Date()),
            ),
          );
        continue;
      }
      // The first call still runs (or has just given its key back after a failure): wait.
      if (Date.now() >= deadline)
        throw new AppError(409, ErrorCode.requestInProgress, IDEMPOTENCY_KEY_BUSY_MESSAGE);
      await Promise.race([running.get(scope) ?? delay(pollMs), delay(pollMs)]);
    }
  };

  const finish = (request: FastifyRequest): Claim | null => {
    const claimed = request.idempotencyClaim;
    request.idempotencyClaim = null;
    if (claimed) clearInterval(claimed.renewal);
    if (claimed && running.get(claimed.scope)) running.delete(claimed.scope);
    return claimed;
  };

  // The answer is stored before it leaves, so that a call waiting for it finds it complete.
  const storeAnswer: onSendHookHandler = async (request, reply, payload) => {
    const claimed = finish(request);
    if (!claimed) return payload;
    try {
      const storable = payload === null || payload === undefined || typeof payload === 'string';
      if (reply.statusCode >= 500 || !storable) {
        // Nothing was created (or the answer cannot be kept): the key may be used again.
        await release(claimed.rowId);
      } else {
        const contentType = reply.getHeader('content-type');
        await db()
          .update(idempotencyKeys)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            responseBody: payload ?? '',
          })
          .where(eq(idempotencyKeys.id, claimed.rowId));
      }
    } catch (error) {
      request.log.error({ err: error }, "la réponse n'a pas pu être gardée pour sa clé d'idempotence");
    } finally {
      claimed.settle();
    }
    return payload;
  };

  // An answer that never went through onSend (a hijacked reply): give the key back.
  const releaseUnanswered: onResponseHookHandler = async (request) => {
    const claimed = finish(request);
    if (!claimed) return;
    await release(claimed.rowId).catch((error: unknown) =>
      request.log.error({ err: error }, "la clé d'idempotence n'a pas pu être libérée"),
    );
    claimed.settle();
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    if (route.config.public === true)
      throw new Error(
        `${String(route.method)} ${route.url}: a public route has no user to scope its keys by`,
      );
    const list = <T>(hooks: T | T[] | undefined): T[] =>
      hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : [];
    // Last before the handler: guards and validation refuse first, and a refusal claims no key.
    route.preHandler = [...list(route.preHandler), beforeHandler];
    route.onSend = [...list(route.onSend), storeAnswer];
    route.onResponse = [...list(route.onResponse), releaseUnanswered];
  });
});
