import type { App } from '../app.ts';
import type { RouteProtection } from '../plugins/auth.ts';

/** Every registered route (collected by the auth plugin's onRoute hook), HEAD and OPTIONS aside. */
export function registeredRoutes(app: App): RouteProtection[] {
  return app.routeList.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

/** A concrete path for a route pattern: each `:param` becomes 1, a wildcard `x`. */
export function concretePath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
}

/**
 * Spellings of one path that the router may take for the same route: as is, with its first
 * letter percent-encoded (`/%61pi/…`), with every letter of the first segment encoded, with a
 * doubled leading slash, and with a trailing slash.
 */
export function pathVariants(path: string): string[] {
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(path) ?? [];
  const encode = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return [
    path,
    `/${first.replace(/^./, encode)}${rest}`,
    `/${[...first].map(encode).join('')}${rest}`,
    `/${first.replace(/^./, (c) => encode(c).toUpperCase())}${rest}`,
    `/${path}`,
    `${path}/`,
  ];
}
