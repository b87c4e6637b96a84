import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AccountEvent } from '@plateau/contracts';
import type { Database, DbOrTx } from '../db/client.ts';

export const EVENTS_CHANNEL = 'plateau_events';

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

export async function createEventBus(database: Database): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (payload: string | undefined) => {
    const message = parse(payload);
    if (message) emitter.emit('message', message);
  };
  let stop: () => Promise<void>;
  if (database.kind === 'pglite') {
    stop = await database.client.listen(EVENTS_CHANNEL, deliver);
  } else {
    stop = await listenOnServer(database.url, deliver);
  }
  return {
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close: () => stop(),
  };
}

/** A dedicated connection that LISTENs, and reconnects when the server drops it. */
async function listenOnServer(url: string, deliver: (payload: string | undefined) => void) {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => n.channel === EVENTS_CHANNEL && deliver(n.payload));
    next.on('error', () => {
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end();
  };
}
