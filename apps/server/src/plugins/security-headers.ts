import fp from 'fastify-plugin';

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The origin the map's tiles come from, as a CSP source: `https://tile.openstreetmap.org`, or
 * `https://*.tile.example.org` for a `{s}` subdomain template.
 */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return new URL(DEFAULT_TILE_URL).origin;
  const host = (match[2] ?? '').replace(/\{[a-z]+\}/gi, '*');
  return `${match[1]?.toLowerCase()}//${host.toLowerCase()}`;
}

/** The Content-Security-Policy: only this origin and the tile server (Mantine needs inline styles; the web app runs zod jitless, so no eval). */
function contentSecurityPolicy(tileUrl: string): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', tileSource(tileUrl)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join(';');
}

/**
 * The headers every answer carries, worked out once: the same set @fastify/helmet wrote, which
 * parsed its CSP directives again on each request (a sixth of GET /api/account's time, issue 24).
 * No framing, nosniff, a referrer policy that still tells the tile server which site asks
 * (OpenStreetMap's usage policy); no COEP (tiles are cross-origin images without CORP headers).
 */
export function securityHeaders(tileUrl: string): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy(tileUrl),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Security headers on every answer, errors and unknown paths included (set as the request
 * arrives); and `Cache-Control: no-store` on every answer that is not a file of the built web app
 * (API and token answers hold personal data and tokens).
 */
export const securityHeadersPlugin = fp(async (app, opts: { tileUrl: string }) => {
  const headers = securityHeaders(opts.tileUrl);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.staticFile === true) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
