import type { BusinessNature } from '@plateau/contracts';
import { SESSION_SEARCH_PARAMS } from './session.ts';

export const HOME_PATH = '/folders';

/** Where sign-in leads (spec 1 §2): IOT to its objects, a supervisor to its accounts, others to their folders. */
export function landingAfterSignIn(nature: BusinessNature | undefined): string {
  if (nature === 'IOT') return '/things';
  if (nature === 'SUPERVISOR') return '/accounts';
  return HOME_PATH;
}

/** An IOT account has no folders: opening them leads to its objects. */
export function redirectFromFolders(nature: BusinessNature | undefined): string | null {
  return nature === 'IOT' ? '/things' : null;
}

/** The address without the on-behalf parameters; '/' goes straight to the main page. */
export function addressWithoutSession(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const key of SESSION_SEARCH_PARAMS) params.delete(key);
  const search = params.toString();
  const pathname = url.pathname === '/' ? HOME_PATH : url.pathname;
  return `${pathname}${search ? `?${search}` : ''}${url.hash}`;
}
