import { data, replace, type LoaderFunctionArgs } from 'react-router';
import { accountQuery } from '../lib/account.ts';
import { isUnauthorized } from '../lib/api-error.ts';
import { getSession, saveSession, sessionFromSearchParams } from '../lib/session.ts';
import { addressWithoutSession, redirectFromFolders } from '../lib/landing.ts';
import { menuRefusal, settingsRefusal } from './menu.ts';
import { queryClient } from './query-client.ts';

/**
 * Every screen under the layout needs a session. Opened on behalf of another account,
 * the address carries the session (spec 1 §2): it is stored, then taken out of the address bar.
 */
export function requireSession({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const onBehalf = sessionFromSearchParams(url.searchParams);
  if (onBehalf) {
    queryClient.clear();
    saveSession(onBehalf, { tabOnly: true });
    throw replace(addressWithoutSession(url));
  }
  if (!getSession()) throw replace('/login');
  return null;
}

async function loadAccount() {
  try {
    return await queryClient.ensureQueryData(accountQuery);
  } catch (error) {
    if (isUnauthorized(error)) throw replace('/login');
    return undefined;
  }
}

/** An IOT account has no folders (spec 1 §1). */
export async function guardFolders() {
  const target = redirectFromFolders((await loadAccount())?.businessNature);
  if (target) throw replace(target);
  return null;
}

/** A settings screen the user may not open (typed in the address bar): « Accès refusé », not the screen. */
export async function guardSettings({ request }: LoaderFunctionArgs) {
  const account = await loadAccount();
  const refusal = account
    ? settingsRefusal(new URL(request.url).pathname, account.role, account.businessNature)
    : null;
  if (refusal) throw data(refusal, { status: 403 });
  return null;
}

/** A sidebar screen this account's menu hides (the calendar for an assisteur): « Accès refusé ». */
export async function guardMenuScreen({ request }: LoaderFunctionArgs) {
  const account = await loadAccount();
  const refusal = account ? menuRefusal(new URL(request.url).pathname, account.businessNature) : null;
  if (refusal) throw data(refusal, { status: 403 });
  return null;
}
