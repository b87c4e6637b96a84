import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

/**
 * Security headers on every answer (@fastify/helmet): a CSP that allows only this origin and
 * the tile server (Mantine needs inline styles; the web app runs zod jitless, so no eval),
 * no framing, nosniff, a referrer policy that still tells the tile server which site asks
 * (OpenStreetMap's usage policy); and `Cache-Control: no-store` on every answer that is not a
 * file of the built web app (API and token answers hold personal data and tokens).
 */
export const securityHeadersPlugin = fp(async (app, opts: { tileUrl: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(opts.tileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Tiles are cross-origin images without CORP headers.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.staticFile === true) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});
