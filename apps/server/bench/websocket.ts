import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { EVENTS_CHANNEL } from '../src/events/bus.ts';
import type { BenchDatabase } from './databases.ts';
import { mb, rssOf } from './open-loop.ts';
import { record } from './results.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
/** The demo logins whose accounts have folders: the clients are spread over them. */
const LOGINS = [
  'depanneur',
  'mission',
  'assisteur',
  'dupont',
  'bernard',
  'atlantique',
  'moreau',
  'mondial',
  'operateur',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;

interface Client {
  accountId: number;
  socket: WebSocket;
  /** Bench event number → when it arrived. */
  received: Map<number, number>;
  foreign: number;
}

/**
 * 1,000 live screens (issue 24 §4): authenticated WebSocket clients spread over the demo accounts,
 * each subscribed to the folder list's topic, while 50 folder changes a second are committed for
 * `seconds` (each a transaction that updates a folder and publishes its event, as the services do).
 * Each event's delay runs from the moment its COMMIT is sent to its arrival at each client of its
 * account; none may be lost, none may reach another account. Memory per connection: the server's
 * RSS growth from no client to all connected, divided by their number.
 */
export async function benchWebsocket(
  bench: BenchDatabase,
  opts: { clients: number; changesPerSecond: number; seconds: number },
): Promise<void> {
  console.log(
    `\nLive screens — ${bench.label}: ${opts.clients} WebSocket clients, ${opts.changesPerSecond} folder changes/s for ${opts.seconds} s`,
  );
  const server = await spawnServer({ ...bench.env, TOKEN_SECRET: randomBytes(32).toString('hex') });
  const pool = new pg.Pool({ connectionString: bench.env.DATABASE_URL, max: 8 });
  const clients: Client[] = [];
  try {
    // One token per login (a user may have several screens open); its account's folders.
    const accounts: { accountId: number; token: string; folderIds: number[] }[] = [];
    for (const login of LOGINS) {
      const response = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=password&username=${login}&password=${login}`,
      });
      if (!response.ok) continue;
      const { access_token } = (await response.json()) as { access_token: string };
      const { rows } = await pool.query<{ account_id: number; id: number }>(
        'select u.account_id, f.id from users u join folders f on f.account_id = u.account_id where u.login = $1 limit 50',
        [login],
      );
      if (rows.length > 0 && !accounts.some((a) => a.accountId === rows[0]!.account_id))
        accounts.push({
          accountId: rows[0]!.account_id,
          token: access_token,
          folderIds: rows.map((r) => r.id),
        });
    }
    if (accounts.length < 2) throw new Error('the demo data has fewer than two accounts with folders');

    const before = await rssOf(server.pid);
    const wsUrl = server.url.replace(/^http/, 'ws');
    for (let i = 0; i < opts.clients; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, opts.clients - i) }, (_, j) => {
          const account = accounts[(i + j) % accounts.length]!;
          return new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`${wsUrl}/api/webSocket?access_token=${account.token}`);
            const client: Client = { accountId: account.accountId, socket, received: new Map(), foreign: 0 };
            socket.on('open', () =>
              socket.send(JSON.stringify({ type: 'subscribe', topic: '/folders/dto' })),
            );
            socket.on('message', (raw) => {
              const message = JSON.parse(raw.toString()) as {
                type: string;
                event?: { message?: string };
              };
              if (message.type === 'subscribed') return resolve();
              const match = /^bench:(\d+):(\d+)$/.exec(message.event?.message ?? '');
              if (!match) return;
              if (Number(match[1]) !== client.accountId) client.foreign++;
              else client.received.set(Number(match[2]), performance.now());
            });
            socket.on('error', reject);
            clients.push(client);
          });
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const connected = await rssOf(server.pid);
    const perConnection = (connected - before) / opts.clients;

    // The changes: open loop, 50 a second, each committed on its own connection of the pool.
    const committedAt = new Map<number, { accountId: number; at: number }>();
    const total = opts.changesPerSecond * opts.seconds;
    const start = performance.now();
    const changes: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const wait = start + (n * 1000) / opts.changesPerSecond - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const account = accounts[n % accounts.length]!;
      const folderId = account.folderIds[n % account.folderIds.length]!;
      changes.push(
        (async () => {
          const connection = await pool.connect();
          try {
            await connection.query('begin');
            await connection.query('update folders set version = version + 1 where id = $1', [folderId]);
            const payload = JSON.stringify({
              accountId: account.accountId,
              event: { folderId, eventType: 'FOLDER_UPDATED', message: `bench:${account.accountId}:${n}` },
            });
            await connection.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
            committedAt.set(n, { accountId: account.accountId, at: performance.now() });
            await connection.query('commit');
          } finally {
            connection.release();
          }
        })(),
      );
    }
    await Promise.all(changes);
    const peak = await rssOf(server.pid);
    // Late events are late, not lost: 5 s to arrive.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const delays: number[] = [];
    let lost = 0;
    let foreign = 0;
    for (const client of clients) {
      foreign += client.foreign;
      for (const [n, change] of committedAt) {
        if (change.accountId !== client.accountId) continue;
        const at = client.received.get(n);
        if (at === undefined) lost++;
        else delays.push(at - change.at);
      }
    }
    delays.sort((a, b) => a - b);
    const p95 = percentile(delays, 0.95);
    console.log(
      `  ${delays.length} deliveries of ${total} events: p50 ${percentile(delays, 0.5).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${percentile(delays, 0.99).toFixed(1)} ms  max ${(delays.at(-1) ?? NaN).toFixed(1)} ms; ${lost} lost, ${foreign} to another account`,
    );
    console.log(
      `  server RSS ${mb(before)} without clients, ${mb(connected)} with ${opts.clients} (${(perConnection / 1024).toFixed(1)} KB a connection), ${mb(peak)} after the changes`,
    );
    record(
      `${opts.clients} live screens, ${opts.changesPerSecond} changes/s for ${opts.seconds} s: delay commit → screen`,
      `p95 ${p95.toFixed(1)} ms, ${lost} lost, ${foreign} to another account`,
      'p95 ≤ 200 ms, none lost or misdelivered',
      p95 <= 200 && lost === 0 && foreign === 0,
    );
    record('Server memory per WebSocket connection', `${(perConnection / 1024).toFixed(1)} KB`);
  } finally {
    for (const client of clients) client.socket.terminate();
    await pool.end();
    await server.stop();
    await bench.drop();
  }
}
