import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

/** Sends raw bytes to the listening server and reads its whole answer. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('errors raised by the framework come back as { error, error_description } in French', () => {
  it('a bad URL encoding answers 400', async () => {
    for (const url of ['/api/%E0%A4%A', '/%E0%A4%A', '/api/folders/%ZZ']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: 'invalid_request',
        error_description: "L'adresse demandée est mal encodée",
      });
    }
  });

  it('a bad URL encoding over HTTP too', async () => {
    const response = await raw('GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: 'invalid_request',
      error_description: "L'adresse demandée est mal encodée",
    });
  });

  it('huge headers answer 431', async () => {
    const response = await raw(
      `GET /api/account HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\nConnection: close\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(response.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(response.body)).toEqual({
      error: 'invalid_request',
      error_description: 'Les en-têtes de la requête sont trop volumineux',
    });
  });

  it('a malformed request line answers 400', async () => {
    const response = await raw('NOT A REQUEST\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: 'invalid_request',
      error_description: 'Requête HTTP mal formée',
    });
  });

  it('a route parameter beyond the router limit answers in French', async () => {
    const response = await t.app.inject({ url: `/api/folders/${'1'.repeat(200)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ error_description: string }>().error_description).toMatch(/[éèà]|adresse|Route/);
  });
});
