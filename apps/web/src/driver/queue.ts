import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { IDEMPOTENCY_KEY_HEADER } from '@plateau/contracts';
import { isOwnedBy } from './driver-cache.ts';
import { currentOwner, driverFetch, NoNetwork, RequestRefused } from './session.ts';

/**
 * Every action of the driver (step, positions, photo, report, message, undo, cash) is written here
 * first, then sent in order when the network allows, each with its own Idempotency-Key: a retry
 * after a lost answer never doubles a step or a photo. A refusal (4xx) leaves the queue with its
 * reason, for the driver to read; no answer stops the run until the next one.
 */
export type ActionKind =
  | 'step'
  | 'undo'
  | 'positions'
  | 'photo'
  | 'report'
  | 'message'
  | 'wastedTrip'
  | 'condition'
  | 'cash';

export interface QueuedAction {
  id?: number;
  key: string;
  missionId: number;
  kind: ActionKind;
  /** What the driver reads while it waits (« Étape Arrivé sur place »). */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  blob?: Blob;
  createdAt: string;
  /** The driver's login who made it: sent and shown only while they are signed in. */
  owner?: string | null;
  /** When it reached the server (recentlySent only). */
  sentAt?: number;
}

/**
 * Actions the server took but the missions on screen were read before: still shown as done until
 * a reading of the missions that started after them (offline, the kept missions are older).
 */
export const recentlySent: QueuedAction[] = [];
export function forgetSentBefore(time: number) {
  for (let i = recentlySent.length - 1; i >= 0; i--)
    if (recentlySent[i]!.sentAt! < time) recentlySent.splice(i, 1);
}

interface QueueDb extends DBSchema {
  actions: { key: number; value: QueuedAction };
}

let dbPromise: Promise<IDBPDatabase<QueueDb>> | null = null;
const db = () =>
  (dbPromise ??= openDB<QueueDb>('plateau-chauffeur', 1, {
    upgrade(database) {
      database.createObjectStore('actions', { keyPath: 'id', autoIncrement: true });
    },
  }));

type Listener = () => void;
const listeners = new Set<Listener>();
export const onQueueChange = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const changed = () => listeners.forEach((l) => l());

export async function enqueue(action: Omit<QueuedAction, 'key' | 'createdAt' | 'owner'>): Promise<void> {
  await (
    await db()
  ).add('actions', {
    ...action,
    key: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    owner: currentOwner(),
  });
  changed();
  void flush();
}

/** What waits of the signed-in driver (another driver's actions stay, unseen, until they sign in). */
export async function pendingActions(): Promise<QueuedAction[]> {
  const owner = currentOwner();
  return (await db()).getAll('actions').then((all) => all.filter((a) => isOwnedBy(a, owner)));
}

/** Forgets the actions just sent (sign-out: the next driver reads none of them). */
export const forgetSent = () => recentlySent.splice(0);

export interface Refusal {
  label: string;
  reason: string;
}
const refusalListeners = new Set<(refusal: Refusal) => void>();
export const onRefusal = (listener: (refusal: Refusal) => void) => {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
};

let running: Promise<void> | null = null;
/** An action came while a run was ending (its last read of the queue may have missed it). */
let again = false;

/** Sends what waits, oldest first; one run at a time, and one more if asked during a run. */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = run().finally(() => {
    running = null;
    if (again) {
      again = false;
      void flush();
    }
  });
  return running;
}

async function send(action: QueuedAction): Promise<void> {
  const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: action.key };
  let body: BodyInit | undefined;
  if (action.blob) {
    headers['Content-Type'] = action.blob.type || 'image/jpeg';
    body = action.blob;
  } else if (action.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(action.json);
  }
  await driverFetch(action.path, { method: action.method, headers, body });
}

async function run(): Promise<void> {
  for (;;) {
    const database = await db();
    const [action] = await pendingActions();
    if (!action) return;
    try {
      await send(action);
      recentlySent.push({ ...action, sentAt: Date.now() });
    } catch (error) {
      if (error instanceof NoNetwork) return;
      if (
        error instanceof RequestRefused &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401
      ) {
        if (error.status === 409 && error.message === 'Requête déjà en cours') return;
        refusalListeners.forEach((l) => l({ label: action.label, reason: error.message }));
      } else return;
    }
    await database.delete('actions', action.id!);
    changed();
  }
}

// Sent as soon as the network comes back, and every 20 s in case an earlier try failed.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flush());
  setInterval(() => void flush(), 20_000);
}
