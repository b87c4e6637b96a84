// `npm run test:cluster` (a stage of `npm test`): two instances of the built server on one new
// PostgreSQL database, started together on it while it is empty (the migrations' advisory lock),
// behind nginx configured by deploy/nginx.conf; then the browser test e2e/cluster (sign-in through
// nginx, a folder seen live while changed through each instance) and the scheduled jobs' check:
// each ran once at a time across the two instances, and each SMS reached the provider once.
// Needs TEST_DATABASE_URL (or CLUSTER_DATABASE_URL) and nginx (.ci/run installs it).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = join(root, '.tmp/cluster');
const adminUrl = process.env.CLUSTER_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('test:cluster needs TEST_DATABASE_URL (a PostgreSQL server both instances share)');
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!nginxBinary) throw new Error('test:cluster needs nginx (apt install nginx; .ci/run installs it)');
const port = Number(process.env.CLUSTER_PORT ?? 8190);
const [nginxPort, portA, portB] = [port, port + 1, port + 2];
const started = Date.now();
const children = [];
const cleanups = [];

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => (stopAll(), process.exit(130)));

/** A command to its end, without blocking this process (its fake SMS provider must answer meanwhile). */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

async function waitFor(url, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

// A fake SMS provider shared by both instances: it counts what it receives.
const received = [];
const sms = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const parsed = JSON.parse(body || '{}');
    received.push({ to: parsed.sms?.recipients?.gsm?.[0]?.value, text: parsed.sms?.message?.text });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 1, message: 'OK', ticket: `T${received.length}` }));
  });
});
await new Promise((resolve) => sms.listen(0, '127.0.0.1', resolve));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `plateau_cluster_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

let status = 1;
try {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    WEB_DIR: join(root, 'apps/web/dist'),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    SMS_API_URL: `http://127.0.0.1:${sms.address().port}`,
    SMS_API_TOKEN: 'cluster',
    // The report schedule every 2 s: in the test's minute, a run twice at once would show.
    REPORT_SCHEDULE_SECONDS: '2',
    E2E_FIXTURES: '1',
    SIMULATOR: 'off',
    LOG_LEVEL: 'warn',
    OAUTH_RATE_LIMIT: '100000',
  };
  // Both at once on the empty database: one migrates, the other waits for the lock.
  for (const [label, instancePort] of [
    ['A', portA],
    ['B', portB],
  ]) {
    const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
      env: { ...env, PORT: String(instancePort) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.on('data', (chunk) => process.stderr.write(`[instance ${label}] ${chunk}`));
    children.push(child);
  }
  await Promise.all([portA, portB].map((p) => waitFor(`http://127.0.0.1:${p}/health`, `instance on ${p}`)));
  // A real server is seeded explicitly (npm run seed): the demo accounts, once the schema is there.
  const seed = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/seed/cli.ts'], {
    cwd: root,
    env,
  });
  if (seed !== 0) throw new Error('the seed failed');
  // Three SMS held for the account's hours, open at any hour now: the SMS watch of either instance
  // releases each (one claims it) and a send job delivers it; the provider must see each once.
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(`with first as (select id from accounts order by id limit 1)
    update accounts set sms_open_hours = '{}' where id = (select id from first)`);
  await setup.query(`insert into sms_messages (account_id, kind, dedup_key, phone, text, status)
    select (select min(id) from accounts), 'RULE', 'cluster:' || n, '+3360000000' || n, 'Test à deux instances ' || n, 'HELD'
    from generate_series(1, 3) n`);
  await setup.end();

  // deploy/nginx.conf as shipped, with this test's ports, inside a minimal main configuration.
  const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:8081 (.*)$/m, `    server 127.0.0.1:${portA} $1`)
    .replace(/^\s*server 127\.0\.0\.1:8082 (.*)$/m, `    server 127.0.0.1:${portB} $1`)
    .replace(/^\s*listen 80;$/m, `    listen 127.0.0.1:${nginxPort};`)
    .replace(/^\s*listen \[::\]:80;$/m, '')
    .replace(/\/var\/log\/nginx\//g, `${tmp}/`);
  if (!site.includes(`127.0.0.1:${portA}`) || !site.includes(`listen 127.0.0.1:${nginxPort}`))
    throw new Error(
      'deploy/nginx.conf no longer has the upstream servers and listen line this test replaces',
    );
  const conf = join(tmp, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log ${tmp}/access.log;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
${site}
}
`,
  );
  const nginx = spawn(nginxBinary, ['-p', tmp, '-e', `${tmp}/error.log`, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);
  await waitFor(`http://127.0.0.1:${nginxPort}/health`, 'nginx');

  const browser = await run('npx', ['playwright', 'test', '--config', 'cluster/playwright.config.ts'], {
    cwd: join(root, 'e2e'),
    env: {
      ...process.env,
      CLUSTER_URL: `http://127.0.0.1:${nginxPort}`,
      CLUSTER_A: `http://127.0.0.1:${portA}`,
      CLUSTER_B: `http://127.0.0.1:${portB}`,
    },
  });
  if (browser !== 0) throw new Error('the cluster browser test failed');

  // Requests reached both instances through nginx (least_conn spreads them).
  const log = readFileSync(`${tmp}/access.log`, 'utf8');
  if (!log.includes('GET /api/')) throw new Error('nginx logged no API request');

  // The SMS watch runs every 15 s: the held SMS go out at its next run, whatever the browser test's
  // speed. Wait for the provider to have them (or 60 s), then check each went once.
  for (const deadline = Date.now() + 60_000; received.length < 3 && Date.now() < deadline; )
    await new Promise((resolve) => setTimeout(resolve, 500));
  // A second watch run would send a duplicate now, if the claim were not shared: give it time.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  status = (await checkJobs()) ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll();
  await Promise.all(
    children.map((child) => child.exitCode === null && new Promise((r) => child.once('exit', r))),
  );
  sms.close();
  for (const cleanup of cleanups) cleanup();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
}
console.log(
  `cluster test ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(status);

/**
 * The scheduled chains (report schedule, connector polls, the SMS watch) ran, never two runs of one
 * at a time, and no more often than their period allows; each SMS of the journal reached the
 * provider once.
 */
async function checkJobs() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const chains = {
      'report-configurations-schedule': 2,
      'connector-webfleet': 60,
      'connector-nomad': 60,
      'connector-praxedo': 60,
      'sms.watch': 15,
    };
    let ok = true;
    for (const [queue, seconds] of Object.entries(chains)) {
      const { rows } = await db.query(
        `select started_on, completed_on from pgboss.job where name = $1 and started_on is not null
         union all select started_on, completed_on from pgboss.archive where name = $1 and started_on is not null
         order by started_on`,
        [queue],
      );
      const overlaps = rows.filter(
        (row, i) => i > 0 && rows[i - 1].completed_on && row.started_on < rows[i - 1].completed_on,
      );
      // Chained, a queue runs at most once per period from its first run on (two chains: twice).
      const span = rows.length > 1 ? (rows.at(-1).started_on - rows[0].started_on) / 1000 : 0;
      const most = Math.floor(span / seconds) + 2;
      const fine = rows.length >= 1 && rows.length <= most && overlaps.length === 0;
      ok &&= fine;
      console.log(
        `  ${fine ? 'ok  ' : 'FAIL'} ${queue}: ${rows.length} runs in ${span.toFixed(0)} s (at most ${most}), ${overlaps.length} overlapping`,
      );
    }
    const { rows: sent } = await db.query(
      `select phone, text from sms_messages where status = 'SENT' and dedup_key like 'cluster:%'`,
    );
    const duplicates = received.length - new Set(received.map((r) => `${r.to}|${r.text}`)).size;
    const smsFine = sent.length === 3 && received.length === sent.length && duplicates === 0;
    ok &&= smsFine;
    if (!smsFine) {
      const { rows } = await db.query('select id, status, attempts, error from sms_messages order by id');
      console.log(rows);
    }
    console.log(
      `  ${smsFine ? 'ok  ' : 'FAIL'} SMS: ${sent.length} sent in the journal, ${received.length} received by the provider, ${duplicates} twice`,
    );
    return ok;
  } finally {
    await db.end();
  }
}
