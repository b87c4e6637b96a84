import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const TRUCKS = 2000;
const HELD = 30;

/**
 * The vehicle map of a large fleet: GET /api/trucks?withPosition=true for an account with 2,000
 * positioned trucks, 30 of them holding a mission (the info window names it). Trucks come from
 * the test route (E2E_FIXTURES=1), the missions from the folder fixture route.
 */
export async function benchMap(database: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nVehicle map — ${database.label}`);
  const server = await spawnServer({ ...database.env, E2E_FIXTURES: '1' });
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=atlantique&password=atlantique',
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const trucks = Array.from({ length: TRUCKS }, (_, i) => ({
      name: `Camion ${String(i + 1).padStart(4, '0')}`,
      licensePlate: `BM-${String(i).padStart(3, '0')}-FR`,
      latitude: 43 + ((i * 7919) % 5000) / 1000,
      longitude: -1 + ((i * 104_729) % 8000) / 1000,
    }));
    await post('/api/testing/trucks', { trucks });
    // Missions held by a truck: the folder fixture gives each the account's first truck; enough
    // for the query to find and sort held missions among many.
    for (let i = 0; i < HELD; i++) await post('/api/testing/folders', { state: 'ACCEPTED', truck: true });

    const url = `${server.url}/api/trucks?withPosition=true`;
    const check = (await (await fetch(url, { headers: auth })).json()) as { total: number };
    if (check.total !== TRUCKS) throw new Error(`expected ${TRUCKS} trucks, got ${check.total}`);
    const figures = await runLoad({ url, headers: auth, connections: 10, seconds });
    console.log(`  GET /api/trucks?withPosition=true (${TRUCKS} trucks)  10 conn  ${formatFigures(figures)}`);
  } finally {
    await server.stop();
    await database.drop();
  }
}
