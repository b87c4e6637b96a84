import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ForbiddenOrError } from './forbidden-route.tsx';
import { guardMenuScreen, guardSettings } from './guards.ts';
import type { RouteHandle } from './layout/page-title.ts';
import { lazyModule } from './lazy-module.ts';

type ScreenModule = Promise<{ Component: () => ReactNode }>;

/** A screen of the route table: its title and its code, loaded on demand. */
export function screen(path: string, title: RouteHandle['title'], load: () => ScreenModule): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazyModule(load) };
}

/** A settings screen: opened only by whom the settings menu offers it to (menu.ts). */
export const settingsScreen = (...args: Parameters<typeof screen>): RouteObject => ({
  ...screen(...args),
  loader: guardSettings,
  errorElement: <ForbiddenOrError />,
});

/** A sidebar screen: opened only by the accounts whose menu offers it (menu.ts), « Accès refusé » otherwise. */
export const menuScreen = (...args: Parameters<typeof screen>): RouteObject => ({
  ...screen(...args),
  loader: guardMenuScreen,
  errorElement: <ForbiddenOrError />,
});
