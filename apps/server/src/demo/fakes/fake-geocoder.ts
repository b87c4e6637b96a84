import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchFakeAddresses } from './fake-addresses.ts';

export interface FakeGeocoder {
  /** The base URL to give as GEOCODER_URL (the client appends /search). */
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * A local stand-in for the Géoplateforme address API (`GET /search?q&limit&index=address`),
 * answering its GeoJSON shape from real addresses and the streets of the demo data. Tests use it, and the demo
 * when GEOCODER_URL is not set. `delayMs` holds each answer back, to exercise time-outs.
 */
export async function startFakeGeocoder(options: { delayMs?: number } = {}): Promise<FakeGeocoder> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/search')
      return send(res, 404, { code: 404, message: 'Not found' });
    const q = url.searchParams.get('q') ?? '';
    const limit = Number(url.searchParams.get('limit') ?? 10);
    // The real API refuses these queries the same way.
    if (q.trim().length < 3) return send(res, 400, { code: 400, message: 'q must contain at least 3 chars' });
    const features = searchFakeAddresses(q, Number.isInteger(limit) && limit > 0 ? limit : 10).map((f) => ({
      type: 'Feature',
      ...f,
      properties: { ...f.properties, score: 0.9 },
    }));
    const answer = () => send(res, 200, { type: 'FeatureCollection', query: q, limit, features });
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
