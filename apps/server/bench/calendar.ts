import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import pg from 'pg';
import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { cpuMs } from './process-cpu.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const TRUCKS = 30;
const MISSIONS = 2000;
const WEEK_START = Date.parse('2030-03-04T00:00:00+01:00');
const WEEK_MS = 7 * 86_400_000;

/**
 * The dispatch calendar of a busy week: GET /api/calendar over 7 days for an account with 30
 * trucks and 2,000 missions in that week (and as many the weeks around), written straight to the
 * database by one INSERT … SELECT (the fixture route would take minutes).
 */
export async function benchCalendar(database: BenchDatabase, databaseUrl: string, seconds: number) {
  console.log(`\nDispatch calendar — ${database.label}`);
  const server = await spawnServer({ ...database.env, E2E_FIXTURES: '1', WEB_DIR: webDir });
  try {
    const { url, auth } = await fillCalendarWeek(server.url, databaseUrl);
    const body = await (await fetch(url, { headers: auth })).text();
    const check = JSON.parse(body) as {
      missions: unknown[];
      trucks: unknown[];
    };
    console.log(`  ${check.trucks.length} trucks, ${check.missions.length} missions in the week`);
    // One request at a time first: its latency, and the server's CPU time per request, which the
    // other work on a shared machine changes less than the latency under load.
    const cpuBefore = await cpuMs(server.pid);
    const single = await runLoad({ url, headers: auth, connections: 1, seconds });
    const cpuPerRequest = ((await cpuMs(server.pid)) - cpuBefore) / Math.max(1, single.requests);
    console.log(`  GET /api/calendar (a week)  1 conn  ${formatFigures(single)}`);
    console.log(
      `  server CPU per request  ${cpuPerRequest.toFixed(1)} ms  (${(body.length / 1e6).toFixed(2)} MB)`,
    );
    const figures = await runLoad({ url, headers: auth, connections: 4, seconds });
    console.log(`  GET /api/calendar (a week)  4 conn  ${formatFigures(figures)}`);
    await benchCalendarScreen(server.url);
  } finally {
    await server.stop();
    await database.drop();
  }
}

const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_THROTTLING = Number(process.env.BENCH_CPU_RATE) || 4;
const SCREEN_AIM_MS = 1500;

/**
 * The busy week on screen, in Chromium with the CPU slowed 4× (CDP): signed in beforehand, the
 * clock runs from the navigation to /calendar (week view) until every truck's row and the blocks
 * are drawn. A new browser context per run (cold cache); the first run is not counted.
 */
async function benchCalendarScreen(serverUrl: string) {
  if (!existsSync(join(webDir, 'index.html')) || !existsSync(CHROMIUM)) {
    console.log('  week on screen: skipped (run `npm run build` first; Chromium at CHROMIUM_PATH)');
    return;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const runs = Number(process.env.BENCH_BROWSER_RUNS) || 3;
  const times: { total: number; api: number; blocks: number }[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({
        baseURL: serverUrl,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Identifiant').fill('atlantique');
      await page.getByLabel('Mot de passe', { exact: true }).fill('atlantique');
      await page.getByRole('button', { name: 'Valider' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
      let apiMs = NaN;
      const started = performance.now();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/calendar' && Number.isNaN(apiMs))
          apiMs = performance.now() - started;
      });
      const day = new Date(WEEK_START + 12 * 3_600_000).toISOString().slice(0, 10);
      await page.goto(`/calendar?view=week&date=${day}`);
      await page
        .waitForFunction(
          // The rows and blocks are drawn in one render: the first block means the week is there.
          () => document.querySelector('[data-mission-id], [data-event-id]') !== null,
          undefined,
          { timeout: Number(process.env.BENCH_SCREEN_TIMEOUT) || 120_000, polling: 250 },
        )
        .catch(async (error: unknown) => {
          await page.screenshot({ path: join(tmpdir(), 'calendar-screen-timeout.png') });
          throw error;
        });
      const total = performance.now() - started;
      const blocks = await page.locator('[data-mission-id], [data-event-id]').count();
      if (process.env.BENCH_BROWSER_VERBOSE)
        console.log(
          `  run ${run}: ${total.toFixed(0)} ms, answer at ${apiMs.toFixed(0)} ms, ${blocks} blocks`,
        );
      await context.close();
      if (run > 0) times.push({ total, api: apiMs, blocks });
    }
  } finally {
    await browser.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const totals = times.map((t) => t.total);
  console.log(
    `  week on screen, CPU ${CPU_THROTTLING}× slower: median ${median(totals).toFixed(0)} ms ` +
      `(${totals.map((t) => t.toFixed(0)).join(', ')}; aim ≤ ${SCREEN_AIM_MS} ms), ` +
      `GET /api/calendar answered at ${median(times.map((t) => t.api)).toFixed(0)} ms, ` +
      `${times[0]?.blocks ?? 0} blocks drawn`,
  );
}

/**
 * Gives the bench account (atlantique) 30 trucks and 2,000 missions in the week (and as many the
 * weeks around); answers the week's calendar URL and the account's authorization header.
 */
export async function fillCalendarWeek(serverUrl: string, databaseUrl: string) {
  const signIn = await fetch(`${serverUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=atlantique&password=atlantique',
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${access_token}` };
  const trucks = Array.from({ length: TRUCKS }, (_, i) => ({
    name: `Camion ${String(i + 1).padStart(2, '0')}`,
    licensePlate: `CL-${String(i).padStart(3, '0')}-FR`,
    latitude: 47 + i / 100,
    longitude: -1.5 + i / 100,
  }));
  const made = await fetch(`${serverUrl}/api/testing/trucks`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ trucks }),
  });
  if (!made.ok) throw new Error(`trucks: ${made.status} ${await made.text()}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with account as (select account_id as id from users where login = 'atlantique'),
         fleet as (select id, row_number() over (order by id) - 1 as n from trucks where account_id = (select id from account)),
         made as (
           insert into folders (account_id, folder_state, creation_origine, assistance_provider, customer_place, vehicule, creation_date_time)
           select (select id from account), 'ACCEPTED', 'BACKOFFICE', 'AXA_ASSISTANCE',
             jsonb_build_object('city', 'Nantes', 'line1', g || ' rue de la Paix', 'zipCode', '44000'),
             jsonb_build_object('marque', 'Renault', 'modele', 'Clio', 'immatriculation', 'AB-123-CD'),
             to_timestamp($1::double precision / 1000) + (g % 7) * interval '1 day' - interval '2 hours'
           from generate_series(0, $2::int * 3 - 1) g
           returning id, order_no, creation_date_time)
         insert into missions (folder_id, account_id, kind, order_no, mission_state, mission_date_time, truck_id)
         select made.id, (select id from account), 'INTERVENTION', made.order_no || '-I', 'MISSION_NOT_YET_SEND',
           to_timestamp($1::double precision / 1000) - interval '7 days'
             + ((row_number() over (order by made.id)) * ($3::double precision * 3 / ($2::int * 3))) * interval '1 millisecond',
           (select id from fleet where n = made.id % (select count(*) from fleet))
         from made`,
      [WEEK_START, MISSIONS, WEEK_MS],
    );
    await client.query('analyze missions; analyze folders; analyze trucks');
  } finally {
    await client.end();
  }
  const query = new URLSearchParams({
    start: new Date(WEEK_START).toISOString(),
    end: new Date(WEEK_START + WEEK_MS).toISOString(),
  });
  return { url: `${serverUrl}/api/calendar?${query}`, auth };
}
