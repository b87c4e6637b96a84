import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AccountEvent } from '@plateau/contracts';
import type { Database, DbOrTx } from '../db/client.ts';
import type { SessionChange } from '../db/sessions/session-cache.ts';

export const EVENTS_CHANNEL = 'plateau_events';
/** Written by the triggers of migration 0023 when a user's session state changes. */
export const SESSIONS_CHANNEL = 'plateau_sessions';

export interface BusMessage {
  accountId: number;
  event: AccountEvent;
}
export type BusListener = (message: BusMessage) => void;

/**
 * Events go through PostgreSQL NOTIFY, on PGlite (in-process) and on a server
 * (LISTEN/NOTIFY, so every API instance on the database delivers them). Published
 * inside a transaction, an event leaves only when the transaction commits.
 */
export async function publish(db: DbOrTx, accountId: number, event: AccountEvent): Promise<void> {
  const payload = JSON.stringify({ accountId, event } satisfies BusMessage);
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}

export interface EventBus {
  subscribe(listener: BusListener): () => void;
  /**
   * Session changes, from every instance on the database. `{ everything: true }` when the
   * connection was lost or is back: changes may have been missed meanwhile.
   */
  subscribeSessions(listener: (change: SessionChange) => void): () => void;
  /** False while the connection that listens is down. */
  readonly listening: boolean;
  close(): Promise<void>;
}

function parse(payload: string | undefined): BusMessage | null {
  try {
    const raw = JSON.parse(payload ?? '') as { accountId: unknown; event: unknown };
    const event = AccountEvent.parse(raw.event);
    return typeof raw.accountId === 'number' ? { accountId: raw.accountId, event } : null;
  } catch {
    return null;
  }
}

function parseSessionChange(payload: string | undefined): SessionChange | null {
  try {
    const raw = JSON.parse(payload ?? '') as { userId?: unknown; accountId?: unknown };
    if (typeof raw.userId === 'number') return { userId: raw.userId };
    if (typeof raw.accountId === 'number') return { accountId: raw.accountId };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

type Deliver = (channel: string, payload: string | undefined) => void;

export async function createEventBus(database: Database): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listening = true;
  const deliver: Deliver = (channel, payload) => {
    if (channel === SESSIONS_CHANNEL) {
      const change = parseSessionChange(payload);
      if (change) emitter.emit('session', change);
      return;
    }
    const message = parse(payload);
    if (message) emitter.emit('message', message);
  };
  const onConnection = (up: boolean) => {
    listening = up;
    emitter.emit('session', { everything: true } satisfies SessionChange);
  };
  let stop: () => Promise<void>;
  if (database.kind === 'pglite') {
    const stops = await Promise.all(
      [EVENTS_CHANNEL, SESSIONS_CHANNEL].map((channel) =>
        database.client.listen(channel, (payload) => deliver(channel, payload)),
      ),
    );
    stop = async () => void (await Promise.all(stops.map((unlisten) => unlisten())));
  } else {
    stop = await listenOnServer(database.url, deliver, onConnection);
  }
  return {
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    subscribeSessions(listener) {
      emitter.on('session', listener);
      return () => emitter.off('session', listener);
    },
    get listening() {
      return listening;
    },
    close: () => stop(),
  };
}

/**
 * A dedicated connection that LISTENs, and reconnects (every second until it can) when the server
 * drops it; `onConnection` hears of each loss and each return.
 */
async function listenOnServer(url: string, deliver: Deliver, onConnection: (up: boolean) => void) {
  let client: pg.Client | null = null;
  let closed = false;
  const lost = (dropped: pg.Client) => {
    if (client !== dropped || closed) return;
    client = null;
    onConnection(false);
    void dropped.end().catch(() => undefined);
    setTimeout(reconnect, 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => deliver(n.channel, n.payload));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
  };
  const reconnect = () => {
    if (closed) return;
    connect().then(
      () => onConnection(true),
      () => setTimeout(reconnect, 1000),
    );
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end();
  };
}
