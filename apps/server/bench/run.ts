import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freshPglite, freshPostgres, postgresAdminUrl } from './databases.ts';
import { benchBrowser } from './browser.ts';
import { benchFoundation } from './foundation.ts';
import { foldersDatabase } from './folders-database.ts';
import { measureLoginJs } from './web-size.ts';
import { benchFlood } from './flood.ts';
import { benchDocuments } from './documents.ts';
import { benchImports } from './imports.ts';
import { benchEvents } from './events.ts';
import { benchUplinks } from './uplinks.ts';
import { benchMap } from './map.ts';
import { writeResults } from './results.ts';
import { benchHelloWorld } from './hello.ts';
import { runLoadMode } from './load-modes.ts';

/**
 * `npm run bench`: the foundation figures on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set; the size of /login's JS; then the
 * folder list on the bulk data, when it is there or BENCH_FOLDERS=1 (see folders-database.ts).
 * Sign-in to the first folder rows in Chromium sits between the two (bench/browser.ts).
 * BENCH_SECONDS sets the length of each load run (default 10).
 */
const seconds = Number(process.env.BENCH_SECONDS) || 10;
console.log(`Plateau benchmark — ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
// Other work on the machine shares the cores with the server and PostgreSQL: say how busy it was.
console.log(
  `Load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

// The load and memory modes (mixed, mixed-costs, websocket, soak, demo-memory): load-modes.ts.
if (await runLoadMode(process.env.BENCH_ONLY, seconds)) process.exit(0);

function printLoginJs() {
  const webSize = measureLoginJs(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  if (!webSize) console.log('\n/login JS: apps/web/dist is missing, run `npm run build` first');
  else {
    const kb = (webSize.gzippedBytes / 1024).toFixed(1);
    const login = webSize.loginChunks.length ? `, including ${webSize.loginChunks.join(', ')}` : '';
    console.log(
      `\n/login JS: ${kb} KB (${webSize.gzippedBytes} B) gzipped in ${webSize.files} files${login}`,
    );
  }
}

// BENCH_ONLY=web-size: only the gzipped JS /login loads (apps/web/dist must be built).
if (process.env.BENCH_ONLY === 'web-size') {
  printLoginJs();
  process.exit(0);
}

// BENCH_ONLY=account: only sign-in and GET /api/account (the cost of checking each request's user), both databases.
if (process.env.BENCH_ONLY === 'account') {
  await benchHelloWorld(seconds);
  await benchFoundation(freshPglite(), seconds);
  const accountUrl = postgresAdminUrl();
  if (accountUrl) await benchFoundation(await freshPostgres(accountUrl), seconds);
  writeResults('Plateau benchmark — GET /api/account');
  process.exit(0);
}

// BENCH_ONLY=nomad: a Nomad poll of 1,000 new missions until the folders exist, both databases.
if (process.env.BENCH_ONLY === 'nomad') {
  const { benchNomad } = await import('./nomad.ts');
  await benchNomad(freshPglite());
  const nomadUrl = postgresAdminUrl();
  if (nomadUrl) await benchNomad(await freshPostgres(nomadUrl));
  process.exit(0);
}

// BENCH_ONLY=documents: only the folder documents (upload, thumbnail, report PDF), on PGlite.
if (process.env.BENCH_ONLY === 'documents') {
  await benchDocuments(freshPglite(), seconds);
  process.exit(0);
}

// BENCH_ONLY=sms: SMS job throughput through the fake provider, on PGlite (and PostgreSQL when set).
if (process.env.BENCH_ONLY === 'sms') {
  const { benchSms } = await import('./sms.ts');
  await benchSms(freshPglite());
  const smsUrl = postgresAdminUrl();
  if (smsUrl) await benchSms(await freshPostgres(smsUrl));
  process.exit(0);
}

// BENCH_ONLY=invoices: invoice creation (20 lines), the Factur-X PDF and a 100 000-invoice FEC, on PostgreSQL.
if (process.env.BENCH_ONLY === 'invoices') {
  const invoicesUrl = postgresAdminUrl();
  if (!invoicesUrl) throw new Error('BENCH_ONLY=invoices needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await (await import('./invoices.ts')).benchInvoices(await freshPostgres(invoicesUrl));
  process.exit(0);
}

// BENCH_ONLY=import: only the CSV import of a 50 000-line file, on PGlite and on PostgreSQL.
if (process.env.BENCH_ONLY === 'import') {
  await benchImports(freshPglite());
  const importUrl = postgresAdminUrl();
  if (importUrl) await benchImports(await freshPostgres(importUrl));
  process.exit(0);
}

// BENCH_ONLY=events: only the workflow of a folder with 1,000 events, both databases.
if (process.env.BENCH_ONLY === 'events') {
  await benchEvents(freshPglite(), seconds);
  const eventsUrl = postgresAdminUrl();
  if (eventsUrl) await benchEvents(await freshPostgres(eventsUrl), seconds);
  process.exit(0);
}

// BENCH_ONLY=calendar: only the dispatch calendar of a week (30 trucks, 2,000 missions), on PostgreSQL.
if (process.env.BENCH_ONLY === 'calendar') {
  const calendarUrl = postgresAdminUrl();
  if (!calendarUrl) throw new Error('BENCH_ONLY=calendar needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const database = await freshPostgres(calendarUrl);
  await (await import('./calendar.ts')).benchCalendar(database, database.env.DATABASE_URL!, seconds);
  writeResults('Plateau benchmark — dispatch calendar');
  process.exit(0);
}

// BENCH_ONLY=map: only the vehicle map's trucks (2,000 positioned trucks), both databases.
if (process.env.BENCH_ONLY === 'map') {
  await benchMap(freshPglite(), seconds);
  const mapUrl = postgresAdminUrl();
  if (mapUrl) await benchMap(await freshPostgres(mapUrl), seconds);
  process.exit(0);
}

// BENCH_ONLY=flood: only the sign-in flood (GET /api/account while 100 sign-ins run), both databases.
if (process.env.BENCH_ONLY === 'flood') {
  await benchFlood(freshPglite(), seconds);
  const floodUrl = postgresAdminUrl();
  if (floodUrl) await benchFlood(await freshPostgres(floodUrl), seconds);
  process.exit(0);
}

// BENCH_ONLY=uplinks: only the IoT uplink ingestion (one a request, 100 a request), both databases.
if (process.env.BENCH_ONLY === 'uplinks') {
  await benchUplinks(freshPglite(), seconds);
  const uplinksUrl = postgresAdminUrl();
  if (uplinksUrl) await benchUplinks(await freshPostgres(uplinksUrl), seconds);
  process.exit(0);
}

// BENCH_ONLY=reports: only the scheduled reports' .xlsx over a month of the largest bulk account (PostgreSQL).
if (process.env.BENCH_ONLY === 'reports') {
  const reportsUrl = postgresAdminUrl();
  if (reportsUrl) await (await import('./reports.ts')).benchReports(reportsUrl);
  else console.log('\nReports: skipped (needs BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  process.exit(0);
}

// BENCH_ONLY=folders: the folder list on the bulk data (1 M folders; BENCH_FOLDERS=1 loads it once),
// beside the hello-world of the same run.
if (process.env.BENCH_ONLY === 'folders') {
  const listUrl = await foldersDatabase(postgresAdminUrl());
  if (!listUrl) throw new Error('BENCH_ONLY=folders needs the bulk data: run with BENCH_FOLDERS=1 once');
  await benchHelloWorld(seconds);
  await (await import('./folders.ts')).benchFolders(listUrl, seconds);
  writeResults('Plateau benchmark — folder list at 1 M folders');
  process.exit(0);
}

// BENCH_ONLY=browser: sign-in to the first folder rows in Chromium, CPU slowed 4× (npm run build first).
if (process.env.BENCH_ONLY === 'browser') {
  await benchBrowser(
    fileURLToPath(new URL('../../web/dist', import.meta.url)),
    Number(process.env.BENCH_BROWSER_RUNS) || 5,
  );
  writeResults('Plateau benchmark — sign-in to the first rows');
  process.exit(0);
}

// BENCH_ONLY=stats: only the statistics dashboard, on the bulk data (PostgreSQL; see folders-database.ts).
if (process.env.BENCH_ONLY === 'stats') {
  const statsUrl = await foldersDatabase(postgresAdminUrl());
  if (statsUrl) await (await import('./stats.ts')).benchStats(statsUrl, seconds);
  else
    console.log('\nStatistics: skipped (no bulk data; run with BENCH_FOLDERS=1, or npm run seed:bulk first)');
  process.exit(0);
}

// The yardstick first: every request rate below is also printed as a share of it.
await benchHelloWorld(seconds);
await benchFoundation(freshPglite(), seconds);
const adminUrl = postgresAdminUrl();
if (adminUrl) await benchFoundation(await freshPostgres(adminUrl), seconds);
else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

printLoginJs();

// Sign-in to the first folder rows in Chromium, CPU throttled 4× (BENCH_BROWSER_RUNS, default 5).
await benchBrowser(
  fileURLToPath(new URL('../../web/dist', import.meta.url)),
  Number(process.env.BENCH_BROWSER_RUNS) || 5,
);

await benchDocuments(freshPglite(), seconds);
if (adminUrl) await benchDocuments(await freshPostgres(adminUrl), seconds);

await benchEvents(freshPglite(), seconds);
if (adminUrl) await benchEvents(await freshPostgres(adminUrl), seconds);

const foldersUrl = await foldersDatabase(adminUrl);
// Imported only now: the folders module is not loaded when its bench does not run.
if (foldersUrl) await (await import('./folders.ts')).benchFolders(foldersUrl, seconds);
else
  console.log(
    '\nGET /api/folders: skipped (no bulk data; run with BENCH_FOLDERS=1, or npm run seed:bulk first)',
  );

// Issue 24: the mixed load (one instance, then two behind nginx) and 1,000 live screens, on PostgreSQL.
if (adminUrl) {
  const { benchMixed } = await import('./mixed.ts');
  const { benchWebsocket } = await import('./websocket.ts');
  const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS) || 60;
  await benchMixed(await freshPostgres(adminUrl), {
    rate: 150,
    seconds: mixedSeconds,
    instances: 1,
    p95GoalMs: 100,
  });
  await benchMixed(await freshPostgres(adminUrl), {
    rate: 300,
    seconds: mixedSeconds,
    instances: 2,
    p95GoalMs: 250,
  });
  await benchWebsocket(await freshPostgres(adminUrl), {
    clients: Number(process.env.BENCH_WS_CLIENTS) || 1000,
    changesPerSecond: 50,
    seconds: Number(process.env.BENCH_WS_SECONDS) || 60,
  });
}

writeResults('Plateau benchmark');
