import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NomadPlacesClient } from './nomad-places-client.ts';
import { NomadPlacesError } from './nomad-places.ts';

/** Stands for Nomad's places API on loopback: records each call and answers what the test sets. */
let server: Server;
let calls: Array<{ method: string; path: string; authorization: string | undefined }> = [];
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"places":[]}' };
let client: NomadPlacesClient;
/** The same, impatient: the no-answer test waits 300 ms, the others never race a loaded machine. */
let impatient: NomadPlacesClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    }, answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  client = new NomadPlacesClient({ url, token: 'tok-places', timeoutMs: 10_000 });
  impatient = new NomadPlacesClient({ url, token: 'tok-places', timeoutMs: 300 });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('NomadPlacesClient', () => {
  it('reads GET /configurations/{id}/places with the bearer token', async () => {
    calls = [];
    answer = {
      status: 200,
      body: JSON.stringify({
        places: [
          {
            id: 77,
            label: 'Fourrière',
            companyName: null,
            address: {
              line1: '3 rue de Gerland',
              zipCode: '69007',
              city: 'Lyon',
              latitude: 45.7,
              longitude: 4.8,
            },
            contact: { name: 'Garnier', phone: '0478001122' },
          },
        ],
      }),
    };
    const places = await client.listPlaces(12);
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/configurations/12/places', authorization: 'Bearer tok-places' },
    ]);
    expect(places).toEqual([
      expect.objectContaining({
        id: '77',
        label: 'Fourrière',
        address: expect.objectContaining({ city: 'Lyon' }),
      }),
    ]);
  });

  it('turns an HTTP error into a French NomadPlacesError', async () => {
    answer = { status: 503, body: '{"message":"maintenance"}' };
    await expect(client.listPlaces(12)).rejects.toThrow(
      new NomadPlacesError('Nomad a refusé la synchronisation des lieux (HTTP 503)'),
    );
  });

  it('refuses a body of another shape', async () => {
    answer = { status: 200, body: '{"places":[{"label":""}]}' };
    await expect(client.listPlaces(12)).rejects.toThrow(/illisible/);
    answer = { status: 200, body: 'pas du json' };
    await expect(client.listPlaces(12)).rejects.toThrow(/illisible/);
  });

  it('gives up when Nomad does not answer in time', async () => {
    answer = { status: 200, body: '{"places":[]}', delayMs: 1_000 };
    await expect(impatient.listPlaces(12)).rejects.toThrow(/Nomad ne répond pas/);
  });
});
