import pg from 'pg';
import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { cpuMs } from './process-cpu.ts';
import { record } from './results.ts';
import { spawnServer } from './spawn-server.ts';
import { benchCalendarScreens, TRUCKS, WEEK_MS, WEEK_START, webDir } from './calendar-screens.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const MISSIONS = 2000;

/**
 * The dispatch calendar of a busy week: GET /api/calendar over 7 days for an account with 30
 * trucks and 2,000 missions in that week (and as many the weeks around), written straight to the
 * database by one INSERT … SELECT (the fixture route would take minutes).
 */
export async function benchCalendar(database: BenchDatabase, databaseUrl: string, seconds: number) {
  console.log(`\nDispatch calendar — ${database.label}`);
  const server = await spawnServer({ ...database.env, E2E_FIXTURES: '1', WEB_DIR: webDir });
  try {
    const { url, summaryUrl, dayUrl, auth, login } = await fillCalendarWeek(server.url, databaseUrl);
    const summary = JSON.parse(await (await fetch(summaryUrl, { headers: auth })).text()) as {
      trucks: unknown[];
      days: { day: string; count: number }[];
    };
    const perDay = new Map<string, number>();
    for (const cell of summary.days) perDay.set(cell.day, (perDay.get(cell.day) ?? 0) + cell.count);
    const [busiestDay, busiestCount] = [...perDay].sort((a, b) => b[1] - a[1])[0]!;
    console.log(
      `  ${summary.trucks.length} trucks, ${[...perDay.values()].reduce((a, b) => a + b, 0)} missions in the week ` +
        `(${summary.days.length} truck-days), busiest day ${busiestDay}: ${busiestCount}`,
    );
    // The week view reads the summaries; the day view reads every block of a day.
    // Uncached: « Cache-Control: no-cache » makes the server read the week's missions at each request.
    // BENCH_CALENDAR_PART=screens or api: only the browser's screens, or only the API's figures.
    const part = process.env.BENCH_CALENDAR_PART;
    if (part !== 'screens') await benchApi(summaryUrl, dayUrl(busiestDay), url, auth, server.pid, seconds);
    if (part !== 'api') await benchCalendarScreens(server.url, busiestDay, login);
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** The week's summaries, cached and not, and the busiest day's blocks, over HTTP. */
async function benchApi(
  summaryUrl: string,
  busiestDayUrl: string,
  weekUrl: string,
  auth: Record<string, string>,
  pid: number,
  seconds: number,
) {
  await benchUrl('GET /api/calendar/summary (a week, cached)', summaryUrl, auth, pid, seconds);
  await benchUrl(
    'GET /api/calendar/summary (a week, uncached)',
    summaryUrl,
    { ...auth, 'cache-control': 'no-cache' },
    pid,
    seconds,
  );
  await benchUrl(`GET /api/calendar (the busiest day)`, busiestDayUrl, auth, pid, seconds);
  // The week's full answer, as the week view read it before the summaries (BENCH_CALENDAR_FULL=1).
  if (process.env.BENCH_CALENDAR_FULL)
    await benchUrl('GET /api/calendar (a week, full)', weekUrl, auth, pid, seconds);
}

/**
 * One request at a time first: its latency, and the server's CPU time per request, which the
 * other work on a shared machine changes less than the latency under load; then 4 connections.
 */
async function benchUrl(
  label: string,
  url: string,
  auth: Record<string, string>,
  pid: number,
  seconds: number,
) {
  const body = await (await fetch(url, { headers: auth })).text();
  const cpuBefore = await cpuMs(pid);
  const single = await runLoad({ url, headers: auth, connections: 1, seconds });
  const cpuPerRequest = ((await cpuMs(pid)) - cpuBefore) / Math.max(1, single.requests);
  console.log(`  ${label}  1 conn  ${formatFigures(single)}`);
  console.log(
    `  server CPU per request  ${cpuPerRequest.toFixed(1)} ms  (${(body.length / 1e6).toFixed(3)} MB)`,
  );
  const figures = await runLoad({ url, headers: auth, connections: 4, seconds });
  console.log(`  ${label}  4 conn  ${formatFigures(figures)}`);
  record(
    label,
    `p95 ${single.p95.toFixed(1)} ms (1 conn), ${figures.p95.toFixed(1)} ms (4 conn); server CPU ${cpuPerRequest.toFixed(1)} ms a request`,
    `p95 ≤ ${API_AIM_MS} ms`,
    figures.p95 <= API_AIM_MS && figures.failures === 0,
  );
}

/** Issue 22: a busy week's calendar answers in 50 ms p95 on PostgreSQL. */
const API_AIM_MS = 50;

/**
 * Makes a towing account of its own with 30 trucks and 2,000 missions in the week (and as many the
 * weeks around); answers the week's calendar URL and the account's authorization header.
 */
export async function fillCalendarWeek(serverUrl: string, databaseUrl: string) {
  const tokenOf = async (login: string) => {
    const signIn = await fetch(`${serverUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=password&username=${login}&password=${login}`,
    });
    if (!signIn.ok) throw new Error(`sign-in ${login}: ${signIn.status}`);
    return { authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}` };
  };
  // An account of its own (the testing route), so that the demo's trucks do not join the bench's.
  const created = await fetch(`${serverUrl}/api/testing/accounts`, {
    method: 'POST',
    headers: { ...(await tokenOf('atlantique')), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Dépannage du banc' }),
  });
  if (!created.ok) throw new Error(`account: ${created.status} ${await created.text()}`);
  const { login } = (await created.json()) as { login: string };
  const auth = await tokenOf(login);
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
      `with account as (select account_id as id from users where login = $4),
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
      [WEEK_START, MISSIONS, WEEK_MS, login],
    );
    await client.query('analyze missions; analyze folders; analyze trucks');
  } finally {
    await client.end();
  }
  const query = new URLSearchParams({
    start: new Date(WEEK_START).toISOString(),
    end: new Date(WEEK_START + WEEK_MS).toISOString(),
  });
  /** A Paris day of the week (March 2030: winter time, every day 24 hours from WEEK_START's midnight). */
  const dayUrl = (day: string) => {
    const start = Date.parse(`${day}T00:00:00+01:00`);
    const dayQuery = new URLSearchParams({
      start: new Date(start).toISOString(),
      end: new Date(start + 86_400_000).toISOString(),
    });
    return `${serverUrl}/api/calendar?${dayQuery}`;
  };
  return {
    url: `${serverUrl}/api/calendar?${query}`,
    summaryUrl: `${serverUrl}/api/calendar/summary?${query}`,
    dayUrl,
    auth,
    login,
  };
}
