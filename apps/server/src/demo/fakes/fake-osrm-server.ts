import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { greatCircleMeters } from '@plateau/contracts';

/** What the fake answers next: a route (by default 1.2 × the straight line at 60 km/h), an error, or nothing. */
export type OsrmAnswer =
  | { kind: 'route'; distanceMeters?: number; durationSeconds?: number }
  | { kind: 'noRoute' }
  | { kind: 'httpError'; status: number }
  | { kind: 'garbage' }
  | { kind: 'hang' };

const ROUTE_PATH = /^\/route\/v1\/driving\/(-?[\d.]+),(-?[\d.]+);(-?[\d.]+),(-?[\d.]+)$/;

/**
 * An OSRM-compatible route service on loopback, for tests: records each call's path and query,
 * and answers as the test says, in OSRM's shape (`{ code, routes: [{ distance, duration }] }`).
 */
export async function startFakeOsrm(): Promise<{
  url: string;
  calls: URL[];
  answer: (next: OsrmAnswer) => void;
  close: () => Promise<void>;
}> {
  const calls: URL[] = [];
  let next: OsrmAnswer = { kind: 'route' };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push(url);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const match = ROUTE_PATH.exec(url.pathname);
    if (!match) return json(400, { code: 'InvalidUrl', message: 'URL string malformed' });
    if (next.kind === 'hang') return; // never answers: the client's timeout decides
    if (next.kind === 'httpError') return json(next.status, { code: 'Error' });
    if (next.kind === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    if (next.kind === 'noRoute') return json(400, { code: 'NoRoute', message: 'Impossible route' });
    const [fromLng, fromLat, toLng, toLat] = match.slice(1).map(Number) as [number, number, number, number];
    const straight = greatCircleMeters(
      { latitude: fromLat, longitude: fromLng },
      { latitude: toLat, longitude: toLng },
    );
    const distance = next.distanceMeters ?? straight * 1.2;
    const duration = next.durationSeconds ?? distance / (60_000 / 3600);
    return json(200, {
      code: 'Ok',
      routes: [{ distance, duration, weight: duration, legs: [] }],
      waypoints: [],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (answer) => {
      next = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
