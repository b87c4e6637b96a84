import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Nature = 'DEPANNEUR' | 'MISSION' | 'ASSISTEUR' | 'SUPERVISOR' | 'IOT';

/** The demo logins the server seeds on an empty data directory; the password is the login. */
export const DEMO_LOGINS: Record<Nature, string> = {
  DEPANNEUR: 'depanneur',
  MISSION: 'mission',
  ASSISTEUR: 'assisteur',
  SUPERVISOR: 'superviseur',
  IOT: 'iot',
};

export const SESSION_KEY = 'plateau.session';

export async function signIn(page: Page, login: string, password = login): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Identifiant').fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Valider' }).click();
}

/**
 * Signed in as `login` straight on `path`, for journeys that are not about signing in: the token comes from
 * the server and is stored as the sign-in form stores it, then the screen opens. The form and the landing
 * list are not loaded for nothing (two seconds and more a journey on a 2-core machine); `signIn` is the way
 * through the form, and the sign-in journeys keep it.
 */
export async function openSignedIn(page: Page, login: string, path: string): Promise<void> {
  const token = await requestToken(page.request, login);
  // Any page of the origin gives its storage: the health check is the lightest.
  await page.goto('/health');
  await page.evaluate(([key, session]) => localStorage.setItem(key, session), [
    SESSION_KEY,
    JSON.stringify({
      accessToken: token.access_token,
      refreshToken: token.refresh_token,
      expiresInMinutes: token.expires_in / 60,
      storedAt: Date.now(),
    }),
  ] as const);
  await page.goto(path);
}

export const mainMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');

export const pageTitle = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });

/** Signed in: the shell shows the account's menu and the logout button. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await expect(mainMenu(page).first()).toBeVisible();
}

/** A token pair straight from the server, as the supervisor's "open on behalf" obtains one. */
export async function requestToken(request: APIRequestContext, login: string) {
  const response = await request.post('/oauth/token', {
    headers: { Authorization: `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}` },
    form: { grant_type: 'password', username: login, password: login },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { access_token: string; refresh_token: string; expires_in: number };
}

/**
 * The fastest double-click: two clicks in one go, the second before the page could draw anything
 * (a busy machine turns any double-click into this). A form saved once shows one saved record.
 */
export async function clickTwiceAtOnce(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

/**
 * Waits until no list on the page is loading. While a list fetches, its loader covers the rows
 * and takes the clicks (pointer-events: all): a click on a row's button landing as a typed
 * search commits would press nothing.
 */
export async function expectListsIdle(page: Page): Promise<void> {
  await expect(page.locator('.mantine-datatable-loader-fetching')).toHaveCount(0);
}
