import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_CLIENT, createTestApp, type TestContext } from '../test/harness.ts';
import { tileSource } from './security-headers.ts';

let t: TestContext;
const webDir = mkdtempSync(join(tmpdir(), 'plateau-web-'));
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, 'assets/index-abc.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'assets/index-abc.js.map'), '{"version":3}');
  t = await createTestApp({ webDir, tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('on API answers, with no-store', async () => {
    const response = await t.app.inject({ url: '/api/account', headers: await t.bearer('depanneur') });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on errors and unknown API paths, with no-store', async () => {
    for (const url of ['/api/account', '/api/nothing', '/%61pi/folders']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('on the token answer, with no-store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=depanneur&password=depanneur',
    });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('on the web app, whose files stay cacheable', async () => {
    const page = await t.app.inject({ url: '/folders' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    const asset = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers);
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });

  it('source maps are not served', async () => {
    for (const url of ['/assets/index-abc.js.map', '/assets/index-abc.js.MAP', '/assets/other.js.map']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('"version":3');
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('tile source', () => {
  it('is the origin of the tile URL, {s} as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('http://localhost:9000/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:9000');
    expect(tileSource('not a url')).toBe('https://tile.openstreetmap.org');
  });
});
