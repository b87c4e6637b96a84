import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const FORM = { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 12, point 4: an authenticated GET /api/account (10 connections) while 100 connections
 * sign in with unknown logins (each a new one, so the per-login lock never cuts the bcrypt work
 * short; the per-address rate limit is lifted by spawnServer). Aim: p99 ≤ 50 ms.
 */
export async function benchFlood(database: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\n${database.label}: sign-in flood`);
  const server = await spawnServer(database.env);
  let unknown = 0;
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: FORM,
      body: 'grant_type=password&username=depanneur&password=depanneur',
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${await signIn.text()}`);
    const { access_token } = (await signIn.json()) as { access_token: string };
    const account = {
      url: `${server.url}/api/account`,
      headers: { authorization: `Bearer ${access_token}` },
    };

    await runLoad({ ...account, connections: 10, seconds: 2 }); // warm-up: JIT, connection pool
    const alone = await runLoad({ ...account, connections: 10, seconds: Math.max(3, seconds / 2) });
    console.log(`  GET /api/account alone           10 conn  ${formatFigures(alone)}`);

    const flood = runLoad({
      url: `${server.url}/oauth/token`,
      method: 'POST',
      headers: FORM,
      makeBody: () => `grant_type=password&username=inconnu-${(unknown += 1)}&password=mauvais`,
      connections: 100,
      seconds: seconds + 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood is under way
    const during = await runLoad({ ...account, connections: 10, seconds });
    const signIns = await flood;
    console.log(`  GET /api/account during flood    10 conn  ${formatFigures(during)}`);
    // Every sign-in is refused (400, unknown login): what counts is how many were checked, and how fast.
    console.log(`  POST /oauth/token (unknown)     100 conn  ${formatFigures({ ...signIns, failures: 0 })}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}
