import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';
import { helloWorldRps, record } from './results.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const SIGN_IN = {
  method: 'POST' as const,
  headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
  body: 'grant_type=password&username=depanneur&password=depanneur',
};

const OAUTH_CONNECTIONS = 4;

/**
 * POST /oauth/token and GET /api/account under concurrent load. Sign-in is bound by
 * bcrypt (cost 10, tens of ms of CPU each), so it runs shorter and with fewer connections.
 */
export async function benchFoundation(database: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\n${database.label}`);
  const server = await spawnServer(database.env);
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, SIGN_IN);
    if (!signIn.ok) throw new Error(`sign-in failed: ${await signIn.text()}`);
    const { access_token } = (await signIn.json()) as { access_token: string };
    const account = {
      url: `${server.url}/api/account`,
      headers: { authorization: `Bearer ${access_token}` },
    };

    await runLoad({ ...account, connections: 50, seconds: 2 }); // warm-up: JIT, connection pool
    const oauthSeconds = Math.max(3, Math.round(seconds / 2));
    // One login, so at most 4 attempts in flight: the login throttle counts each attempt before its
    // password is checked (login-throttle.ts), and a 6th parallel attempt of one login is refused
    // (429) by design. Two cores of bcrypt are saturated well before 4 connections anyway.
    const oauth = await runLoad({
      url: `${server.url}/oauth/token`,
      ...SIGN_IN,
      connections: OAUTH_CONNECTIONS,
      seconds: oauthSeconds,
    });
    console.log(
      `  POST /oauth/token   ${OAUTH_CONNECTIONS} conn ${String(oauthSeconds).padStart(2)} s  ${formatFigures(oauth)}`,
    );
    const api = await runLoad({ ...account, connections: 50, seconds });
    console.log(`  GET /api/account   50 conn ${String(seconds).padStart(2)} s  ${formatFigures(api)}`);
    record(
      `POST /oauth/token, ${database.label}`,
      `${oauth.requestsPerSecond.toFixed(1)} req/s, p95 ${oauth.p95.toFixed(1)} ms`,
      '',
      undefined,
      oauth.requestsPerSecond,
    );
    record(
      `GET /api/account, ${database.label}`,
      `${api.requestsPerSecond.toFixed(0)} req/s, p95 ${api.p95.toFixed(1)} ms`,
      '≥ 20 % of the hello-world',
      api.failures === 0 && api.requestsPerSecond >= 0.2 * (helloWorldRps() ?? Infinity),
      api.requestsPerSecond,
    );
  } finally {
    await server.stop();
    await database.drop();
  }
}
