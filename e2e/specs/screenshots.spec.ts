import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn, type Nature } from '../support/app.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: `SHOTS=1 npm test -w @plateau/e2e -- screenshots` saves the screens under .tmp/shots.
// Without SHOTS=1, playwright.config.ts leaves the screenshot specs out of the run (they never skip).
test.use({ viewport: { width: 1440, height: 900 } });

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('server-version')).not.toContainText('…');
  await page.screenshot({ path: `${SHOTS_DIR}/login.png` });
  await signIn(page, 'depanneur', 'faux');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/login-error.png` });
});

for (const nature of Object.keys(DEMO_LOGINS) as Nature[]) {
  test(`layout of ${nature}`, async ({ page }) => {
    await signIn(page, DEMO_LOGINS[nature]);
    await expectSignedIn(page);
    await expect(page.getByRole('navigation', { name: 'Mon compte' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/layout-${nature.toLowerCase()}.png` });
  });
}

test('user menu, alarms and not-found', async ({ page }) => {
  await page.route('**/api/alarms', (route) =>
    route.fulfill({
      json: [
        {
          folderId: 12,
          type: 'WAITING_ACCEPTATION',
          externalNumber: 'AXA-2025-0042',
          description: "Mission en attente d'acceptation depuis 20 min",
        },
        {
          folderId: 15,
          type: 'MESSAGE_UNREAD',
          externalNumber: null,
          description: 'Nouveau message de Mondial Assistance',
        },
      ],
    }),
  );
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('button').click();
  await page.getByRole('link', { name: 'Comptabilité' }).click();
  await expect(page).toHaveURL('/settings/accounting');
  await page.getByRole('button', { name: /Alarmes/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS_DIR}/settings-and-alarms.png` });
  await page.goto('/inconnue');
  await expect(page.getByText('Page introuvable')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/not-found.png` });
});

test('error dialog', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.route('**/api/alarms', (route) =>
    route.fulfill({
      status: 500,
      json: { error: 'Erreur serveur', error_description: 'La base ne répond pas.\nRéessayez.' },
    }),
  );
  await page.reload();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS_DIR}/error-dialog.png` });
});

test('mobile layout', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, DEMO_LOGINS.MISSION);
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/mobile.png` });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/mobile-menu.png` });
});
