import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { straightLineEstimate } from '@plateau/contracts';
import { estimateArrival } from '../../modules/tracking/public-tracking.service.ts';
import { startFakeOsrm } from '../../demo/fakes/fake-osrm-server.ts';
import { OsrmRoutingClient } from './osrm-routing-client.ts';
import { RoutingError } from './routing.ts';

const LYON = { latitude: 45.764, longitude: 4.8357 };
const VIENNE = { latitude: 45.5253, longitude: 4.8744 };

let osrm: Awaited<ReturnType<typeof startFakeOsrm>>;
let client: OsrmRoutingClient;
beforeAll(async () => {
  osrm = await startFakeOsrm();
  // A trailing slash or none: the same endpoint.
  // Patient enough for a loaded machine; the no-answer case has its own impatient client.
  client = new OsrmRoutingClient({ url: `${osrm.url}/`, timeoutMs: 10_000 });
});
afterAll(() => osrm.close());
beforeEach(() => osrm.answer({ kind: 'route' }));

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the OSRM route client', () => {
  it('asks the driving route, longitude first, without geometry, and reads its distance and duration', async () => {
    osrm.answer({ kind: 'route', distanceMeters: 31_234.6, durationSeconds: 1_987.4 });
    expect(await client.route(LYON, VIENNE)).toEqual({ distanceMeters: 31_235, durationSeconds: 1_987 });
    const call = osrm.calls.at(-1)!;
    expect(call.pathname).toBe('/route/v1/driving/4.835700,45.764000;4.874400,45.525300');
    expect(call.searchParams.get('overview')).toBe('false');
  });

  it('fails (RoutingError) on NoRoute, an HTTP error, an unreadable answer, no answer in time, nobody listening', async () => {
    for (const answer of [
      { kind: 'noRoute' },
      { kind: 'httpError', status: 503 },
      { kind: 'garbage' },
      { kind: 'hang' },
    ] as const) {
      osrm.answer(answer);
      const caller =
        answer.kind === 'hang' ? new OsrmRoutingClient({ url: osrm.url, timeoutMs: 300 }) : client;
      await expect(caller.route(LYON, VIENNE), answer.kind).rejects.toBeInstanceOf(RoutingError);
    }
    const nobody = new OsrmRoutingClient({ url: `http://127.0.0.1:${await closedPort()}`, timeoutMs: 300 });
    await expect(nobody.route(LYON, VIENNE)).rejects.toBeInstanceOf(RoutingError);
  });
});

describe('the arrival estimate', () => {
  it('is the route service’s when it answers', async () => {
    osrm.answer({ kind: 'route', distanceMeters: 30_000, durationSeconds: 1_800 });
    expect(await estimateArrival(client, LYON, VIENNE)).toEqual({
      distanceMeters: 30_000,
      durationSeconds: 1_800,
      method: 'ROUTE',
    });
  });

  it('is the straight line when the service fails or there is none', async () => {
    osrm.answer({ kind: 'httpError', status: 500 });
    const straight = { ...straightLineEstimate(LYON, VIENNE), method: 'STRAIGHT_LINE' };
    expect(await estimateArrival(client, LYON, VIENNE)).toEqual(straight);
    expect(await estimateArrival(null, LYON, VIENNE)).toEqual(straight);
  });
});
