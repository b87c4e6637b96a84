import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, mainMenu, openSignedIn, requestToken, signIn } from '../support/app.ts';

const PASSWORD = 'revoque-moi';
/** bcrypt (cost 10) of PASSWORD: the browser hashes passwords, the API takes the hash. */
const PASSWORD_HASH = '$2b$10$YwQ1TfnbjJyxcZSXl2AdYe.OspKlUJS8p5tw.3wlGy8azW5X8ltlW';
const REVOKED = 'Votre session a été révoquée, reconnectez-vous.';

/** A new operator of the mission account, signed in in a browser of their own. */
async function operatorAtWork(request: APIRequestContext, browser: Browser, login: string) {
  const admin = await requestToken(request, DEMO_LOGINS.MISSION);
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const account = (await (await request.get('/api/account', { headers })).json()) as { id: number };
  const added = await request.patch(`/api/accounts/${account.id}/users`, {
    headers,
    data: { added: [{ name: login, email: null, role: 'OPERATEUR', passwordHash: PASSWORD_HASH }] },
  });
  expect(added.ok()).toBe(true);
  const context = await browser.newContext();
  const userPage = await context.newPage();
  return { context, userPage };
}

/** The administrator removes the user on the users screen, as they would. */
async function removeOnUsersScreen(page: Page, login: string) {
  await openSignedIn(page, DEMO_LOGINS.MISSION, '/settings/users');
  await page.getByRole('button', { name: `Supprimer ${login}` }).click();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByRole('row', { name: new RegExp(login) })).toHaveCount(0);
}

async function expectRevokedOnSignIn(userPage: Page) {
  await expect(userPage).toHaveURL('/login');
  await expect(userPage.getByRole('status').filter({ hasText: REVOKED })).toBeVisible();
  expect(await userPage.evaluate(() => localStorage.getItem('plateau.session'))).toBeNull();
}

test('a removed user is sent to sign-in at once, told their session was revoked', async ({
  browser,
  page,
  request,
}) => {
  const login = `revoque.ws.${Date.now() % 100000}`;
  const { context, userPage } = await operatorAtWork(request, browser, login);
  await signIn(userPage, login, PASSWORD);
  await expectSignedIn(userPage);

  await removeOnUsersScreen(page, login);
  // The server closes the user's live connection: the app leaves without waiting for a click.
  await expectRevokedOnSignIn(userPage);
  await context.close();
});

test('without its live connection, the removed user’s next action lands on sign-in, with no refresh', async ({
  browser,
  page,
  request,
}) => {
  const login = `revoque.api.${Date.now() % 100000}`;
  const { context, userPage } = await operatorAtWork(request, browser, login);
  // The live connection never reaches the server: only the next API call can tell.
  await userPage.routeWebSocket(/\/api\/webSocket/, () => undefined);
  await signIn(userPage, login, PASSWORD);
  await expectSignedIn(userPage);
  const refreshes: string[] = [];
  userPage.on('request', (r) => {
    if (r.url().endsWith('/oauth/token')) refreshes.push(r.postData() ?? '');
  });

  await removeOnUsersScreen(page, login);
  await mainMenu(userPage).getByText('Mes clients').click();
  await expectRevokedOnSignIn(userPage);
  expect(refreshes).toEqual([]);
  await context.close();
});
