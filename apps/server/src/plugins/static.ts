import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@plateau/contracts';

/** apps/web/dist next to this package, found from this file (src/ or the dist bundle). */
function defaultWebDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, '../web/dist');
}

const isApiPath = (url: string) => /^\/(api|oauth|actuator)(\/|$|\?)/.test(url);

/** Serves the built web app, with the SPA fallback; unknown API paths answer a JSON 404. */
export const staticPlugin = fp(async (app, opts: { webDir: string | undefined }) => {
  const root = opts.webDir ?? defaultWebDir();
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root, wildcard: false, index: 'index.html' });

  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: ErrorCode.notFound,
      error_description: `Route inconnue : ${request.method} ${request.url.split('?')[0]}`,
    });
  });
});
