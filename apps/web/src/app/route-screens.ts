import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './layout/page-title.ts';

const CHUNK_TIMEOUT_MS = 120_000;

/** A screen's code is fetched when first opened, and given up after 2 minutes (spec 1 §9). */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Chargement de la page trop long')), CHUNK_TIMEOUT_MS);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}

type ScreenModule = Promise<{ Component: () => ReactNode }>;

/** A screen of the route table: its title, its code loaded when first opened. */
export function screen(path: string, title: RouteHandle['title'], load: () => ScreenModule): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, lazy: lazyModule(load) };
}
