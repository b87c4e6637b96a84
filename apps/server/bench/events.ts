import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const EVENTS = 1000;
/** Messages written at once while filling the folder: the server serialises them on the folder's lock. */
const WRITERS = 8;

/**
 * The 'Flux de travail' of a busy folder (issue 7): GET /api/folders/{id}/events on a folder with
 * 1,000 events, the first page (25, oldest first, the tab's default) and the last page newest
 * first. The events are driver messages written through the test route (E2E_FIXTURES=1), that is
 * through the service the connectors call.
 */
export async function benchEvents(database: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nWorkflow events — ${database.label}`);
  const server = await spawnServer({ ...database.env, E2E_FIXTURES: '1' });
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=depanneur&password=depanneur',
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const made = await fetch(`${server.url}/api/testing/folders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true }),
    });
    if (!made.ok) throw new Error(`fixture folder: ${made.status} ${await made.text()}`);
    const folder = (await made.json()) as { id: number };

    const started = Date.now();
    for (let written = 0; written < EVENTS; written += WRITERS) {
      await Promise.all(
        Array.from({ length: Math.min(WRITERS, EVENTS - written) }, async (_, i) => {
          const response = await fetch(`${server.url}/api/testing/folders/${folder.id}/driverMessage`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'text/plain; charset=utf-8' },
            body: `Message ${written + i} du chauffeur`,
          });
          if (!response.ok) throw new Error(`driver message: ${response.status} ${await response.text()}`);
        }),
      );
    }
    const list = (await (
      await fetch(`${server.url}/api/folders/${folder.id}/events?limit=10`, { headers: auth })
    ).json()) as { total: number };
    console.log(`  ${list.total} events written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const url = `${server.url}/api/folders/${folder.id}/events`;
    const first = await runLoad({ url, headers: auth, connections: 10, seconds });
    console.log(`  GET events (page 1 of 25, asc)        10 conn  ${formatFigures(first)}`);
    const lastPage = Math.ceil(list.total / 50);
    const last = await runLoad({
      url: `${url}?limit=50&page=${lastPage}&order=desc`,
      headers: auth,
      connections: 10,
      seconds,
    });
    console.log(`  GET events (page ${lastPage} of 50, desc)      10 conn  ${formatFigures(last)}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}
