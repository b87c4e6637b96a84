import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';

test('a server error is shown in a dialog and can be reported to support', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);

  // The alarms fail until the user has reported the error: they are asked again now and then, and
  // a failure after the report would open the window again while the test waits for it to close.
  let failing = true;
  await page.route('**/api/alarms', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          json: {
            error: 'Erreur serveur',
            error_description: 'La base de données ne répond pas.\nRéessayez plus tard.',
          },
        })
      : route.continue(),
  );
  await page.goto('/dashboard');

  const dialog = page.getByRole('dialog', { name: 'Erreur serveur' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('La base de données ne répond pas.');

  const report = page.waitForRequest((request) => request.url().endsWith('/api/errorNotification'));
  failing = false;
  await dialog.getByRole('button', { name: 'Signaler au support' }).click();
  expect((await report).postDataJSON()).toEqual({
    error: 'Erreur serveur',
    error_description: 'La base de données ne répond pas.\nRéessayez plus tard.',
    status: 500,
    path: '/api/alarms',
    folderId: null,
  });

  await expect(page.getByText('Notification réussie')).toBeVisible();
  await expect(page.getByText("L'erreur a bien été envoyée au support !")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('OK closes the error dialog', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.MISSION);
  await expectSignedIn(page);
  // Unavailable until the user closes the window (later polls of the alarms would open it again).
  let failing = true;
  await page.route('**/api/alarms', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          json: { error: 'Service indisponible', error_description: 'Maintenance en cours' },
        })
      : route.continue(),
  );
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Service indisponible' });
  await expect(dialog).toContainText('Maintenance en cours');
  failing = false;
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page);
});
