import { randomBytes } from 'node:crypto';
import { openDatabase } from '../src/db/client.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../src/test/invoice-fixtures.ts';
import type { BenchDatabase } from './databases.ts';
import { startNginx } from './nginx.ts';
import { mb, rssOf, runOpenLoop, type PlannedRequest } from './open-loop.ts';
import { record } from './results.ts';
import { seedDemoDatabase, startBuilt } from './built-server.ts';
import type { RunningServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;

/** The issue's mix: 70 % reads, 30 % writes, weights out of 100. */
const MIX: [label: string, weight: number][] = [
  ['GET folder list', 15],
  ['GET folder', 15],
  ['GET account', 10],
  ['GET invoices', 8],
  ['GET customer search', 8],
  ['GET trucks', 8],
  ['GET alarms', 6],
  ['POST customer', 10],
  ['POST invoice', 10],
  ['POST or DELETE place', 10],
];
const WHEEL = MIX.flatMap(([label, weight]) => Array<string>(weight).fill(label));

async function signIn(url: string, login: string): Promise<string> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=password&username=${login}&password=${login}`,
  });
  if (!response.ok) throw new Error(`sign-in of ${login}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The requests of the mix, against `url` (an instance or nginx) on the database `databaseUrl`:
 * request `index` is always the same kind, spread evenly over the run.
 */
export async function prepareMix(
  url: string,
  databaseUrl: string,
): Promise<(index: number) => PlannedRequest> {
  // What the writes need: a customer to invoice and the VAT rates (made as the tests make them).
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  let tvaId: number, customerId: number;
  try {
    const accountId = await accountOfLogin(database.db, 'depanneur');
    const fx = await makeInvoicingFixtures(database.db, accountId, 'Client du banc');
    tvaId = fx.rate('20.00').id;
    customerId = fx.customer.id;
  } finally {
    await database.close();
  }

  const token = await signIn(url, 'depanneur');
  const headers = { authorization: `Bearer ${token}` };
  const listed = await fetch(`${url}/api/folders?limit=50`, { headers });
  if (!listed.ok) throw new Error(`GET /api/folders: ${listed.status} ${await listed.text()}`);
  const list = (await listed.json()) as { rows: { id: number }[] };
  const folderIds = list.rows.map((row) => row.id);
  if (folderIds.length === 0) throw new Error('the demo account has no folder');
  const run = Date.now().toString(36);
  // The places this run made, oldest first: past PLACES_KEPT the place write deletes the oldest, so a
  // long soak stays under the account's cap of favourite places (2,000) as a real office does.
  const madePlaces: number[] = [];
  const PLACES_KEPT = 100;

  const plan = (index: number): PlannedRequest => {
    const kind = WHEEL[(index * 37) % WHEEL.length]!;
    const get = (path: string): PlannedRequest => ({ label: kind, method: 'GET', path, headers });
    const post = (path: string, body: unknown): PlannedRequest => ({
      label: kind,
      method: 'POST',
      path,
      body,
      headers: { ...headers, 'idempotency-key': `mixed-${run}-${index}` },
    });
    switch (kind) {
      case 'GET folder list':
        return get('/api/folders?limit=20');
      case 'GET folder':
        return get(`/api/folders/${folderIds[index % folderIds.length]}`);
      case 'GET account':
        return get('/api/account');
      case 'GET invoices':
        return get('/api/factures?limit=20');
      case 'GET customer search':
        return get(`/api/legalentities?text=${['gar', 'dur', 'cli', 'flo'][index % 4]}&limit=20`);
      case 'GET trucks':
        return get('/api/trucks');
      case 'GET alarms':
        return get('/api/alarms');
      case 'POST customer':
        return post('/api/legalentities/', {
          headQuarterPlace: {
            companyName: `Flotte ${run} ${index}`,
            line1: '4 rue de la République',
            zipCode: '69002',
            city: 'Lyon',
          },
        });
      case 'POST invoice':
        return post('/api/factures', {
          date: '2026-01-15',
          client: { id: customerId },
          articles: [
            { nom: 'Remorquage', quantity: 1, montantHT: 120, tvaId },
            { nom: 'Kilomètres', quantity: 12, montantHT: 1.5, tvaId },
          ],
        });
      default: {
        const oldest = madePlaces.length >= PLACES_KEPT ? madePlaces.shift() : undefined;
        if (oldest !== undefined)
          return { label: kind, method: 'DELETE', path: `/api/places/${oldest}`, headers };
        return {
          ...post('/api/places', {
            label: `Garage ${run} ${index}`,
            companyName: 'Garage du banc',
            line1: '10 rue Garibaldi',
            zipCode: '69003',
            city: 'Lyon',
            country: 'France',
            latitude: 45.76,
            longitude: 4.85,
            gpsValide: true,
          }),
          onSuccess: (body) => madePlaces.push((JSON.parse(body) as { id: number }).id),
        };
      }
    }
  };

  return plan;
}

/**
 * The mixed load of issue 24 (§3) on PostgreSQL with the demo data: `rate` requests a second for
 * `seconds`, open loop, against one instance, or `instances` behind nginx (deploy/nginx.conf).
 * Goals: one instance at 150 req/s, p95 ≤ 100 ms; two behind nginx at 300 req/s, p95 ≤ 250 ms;
 * no error either way. The server's RSS after the load is the §5 figure (≤ 250 MB).
 */
export async function benchMixed(
  bench: BenchDatabase,
  opts: { rate: number; seconds: number; instances: number; p95GoalMs: number; nginxPort?: number },
): Promise<void> {
  const servers: RunningServer[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const label = `${opts.instances} instance${opts.instances > 1 ? 's behind nginx' : ''}, ${opts.rate} req/s`;
  console.log(`\nMixed load (70 % reads, 30 % writes) — ${bench.label}, ${label}, ${opts.seconds} s`);
  try {
    await seedDemoDatabase(bench.env.DATABASE_URL!);
    // One token secret for all:
    // a session signed in on one instance is valid on the other.
    const env = {
      ...bench.env,
      TRUST_PROXY: '127.0.0.1',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      // The demo's simulator would add its own load to what is measured.
      SIMULATOR: 'off',
    };
    for (let i = 0; i < opts.instances; i++) servers.push(await startBuilt(env));
    if (opts.instances > 1)
      nginx = await startNginx(
        servers.map((s) => s.url),
        opts.nginxPort ?? 8310,
      );
    const url = nginx?.url ?? servers[0]!.url;

    const plan = await prepareMix(url, bench.env.DATABASE_URL!);

    // Warm-up: JIT, pools, plans (a tenth of the rate for 5 s).
    await runOpenLoop(url, Math.max(10, opts.rate / 10), 5, (i) => plan(i + 1_000_000));
    const figures = await runOpenLoop(url, opts.rate, opts.seconds, plan);
    const rss = await Promise.all(servers.map((s) => rssOf(s.pid)));
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `  ${figures.requests} requests: p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  max ${ms(figures.max)}  ${figures.errors} errors  ${figures.maxInFlight} in flight at most`,
    );
    for (const [kind, f] of figures.byLabel)
      console.log(
        `    ${kind.padEnd(22)} ${String(f.count).padStart(6)}  p95 ${ms(f.p95).padStart(10)}${f.errors ? `  ${f.errors} errors` : ''}`,
      );
    for (const error of figures.firstErrors) console.log(`    error: ${error}`);
    console.log(`  server RSS after the load: ${rss.map(mb).join(', ')}`);
    const met = figures.errors === 0 && figures.p95 <= opts.p95GoalMs;
    record(
      `Mixed load, ${label}, ${opts.seconds} s`,
      `p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, ${figures.errors} errors, ${figures.maxInFlight} in flight at most`,
      `p95 ≤ ${opts.p95GoalMs} ms, 0 errors`,
      met,
    );
    if (opts.instances === 1)
      record(
        'Server RSS after the mixed load (PostgreSQL)',
        mb(rss[0]!),
        '≤ 250 MB',
        rss[0]! <= 250 * 1048576,
      );
  } finally {
    await nginx?.stop();
    for (const server of servers) await server.stop();
    await bench.drop();
  }
}
