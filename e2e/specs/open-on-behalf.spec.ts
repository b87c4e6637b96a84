import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, mainMenu, requestToken } from '../support/app.ts';

test('an address carrying a token pair opens the account and forgets the pair', async ({ page, request }) => {
  const token = await requestToken(request, DEMO_LOGINS.MISSION);
  const params = new URLSearchParams({
    token: token.access_token,
    refreshToken: token.refresh_token,
    expiresIn: String(token.expires_in),
  });

  await page.goto(`/?${params}`);

  await expectSignedIn(page);
  await expect(page).toHaveURL('/folders');
  expect(new URL(page.url()).search).toBe('');
  await expect(mainMenu(page)).toContainText(['Mes véhicules']);
});
