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
