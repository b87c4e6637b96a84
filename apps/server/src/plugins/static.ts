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

const isDriverAppPath = (url: string) => /^\/chauffeur(\/|$|\?|#)/.test(url);
const isApiPath = (url: string) => /^\/(api|oauth|actuator)(\/|$|\?)/.test(url);
/** Source maps stay on the server: they are not served, and no fallback page answers for them. */
const isSourceMap = (path: string) => /\.map$/i.test(path.split('?')[0] ?? '');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built web app (cached by the browser, not `no-store`). */
    staticFile?: boolean;
  }
}

/** Serves the built web app, with the SPA fallback; unknown API paths answer a JSON 404. */
export const staticPlugin = fp(async (app, opts: { webDir: string | undefined }) => {
  const root = opts.webDir ?? defaultWebDir();
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    // @fastify/static marks each file's route with `config.file`: those routes are public.
    app.addHook('onRoute', (route) => {
      if (route.config && 'file' in route.config) {
        route.config = { ...route.config, public: true, staticFile: true };
      }
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: 'index.html',
      allowedPath: (pathName) => !isSourceMap(pathName),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !isApiPath(request.url) && !isSourceMap(request.url)) {
      // The driver app (issue 21) is its own page, with its own bundle and service worker.
      const page = isDriverAppPath(request.url) ? 'chauffeur.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({
      error: ErrorCode.notFound,
      error_description: `Route inconnue : ${request.method} ${request.url.split('?')[0]}`,
    });
  });
});
