import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, SESSION_KEY, expectSignedIn, signIn } from '../support/app.ts';

test('without a session every screen leads to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
});

test('a refused token (401) ends the session and goes back to login', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);

  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...session, accessToken: 'jeton-corrompu' }));
  }, SESSION_KEY);
  await page.reload();

  await expect(page).toHaveURL('/login');
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('logging out forgets the session', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.MISSION);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/folders');
  await expect(page).toHaveURL('/login');
});

test('the session is refreshed when fewer than 5 minutes remain', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  const before = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { refreshToken: string },
    SESSION_KEY,
  );

  // Stored 28 minutes ago with 30 minutes of validity: the next check (1 s after load) refreshes.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...session, storedAt: Date.now() - 28 * 60_000 }));
  }, SESSION_KEY);
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/oauth/token') && response.ok(),
  );
  await page.reload();
  await refreshed;

  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { refreshToken?: string },
        SESSION_KEY,
      ),
    )
    .toMatchObject({ expiresInMinutes: 30 });
  const after = await page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? '{}') as {
        refreshToken: string;
        accessToken: string;
        storedAt: number;
      },
    SESSION_KEY,
  );
  expect(after.accessToken).toBeTruthy();
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(Date.now() - after.storedAt).toBeLessThan(60_000);
  await expectSignedIn(page);
});
