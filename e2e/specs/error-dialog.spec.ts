import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_LOGINS.DEPANNEUR);
    await expectSignedIn(page);
  });

  for (const [status, error, title] of [
    [409, 'conflict', 'Conflit de modification'],
    [403, 'forbidden', 'Accès refusé'],
    [404, 'not_found', 'Introuvable'],
    [500, 'server_error', 'Erreur du serveur'],
  ] as const) {
    test(`the error dialog names ${error} in French`, async ({ page }) => {
      await page.route('**/api/alarms', (route) =>
        route.fulfill({ status, json: { error, error_description: 'Message du serveur' } }),
      );
      await page.reload();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toContainText('Message du serveur');
      await expect(page.getByRole('dialog', { name: error, exact: true })).toHaveCount(0);
    });
  }

  test('a folder that does not exist is said once, on the page, without a dialog', async ({ page }) => {
    await page.goto('/folders/999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Dossier introuvable' })).toBeVisible();
    await expect(
      page.getByText("Ce dossier n'existe pas ou n'est pas accessible depuis ce compte."),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a folder that fails to load shows the French title and message once', async ({ page }) => {
    await page.route('**/api/folders/424242', (route) =>
      route.fulfill({
        status: 500,
        json: { error: 'server_error', error_description: 'Une erreur interne est survenue' },
      }),
    );
    await page.goto('/folders/424242');
    const alert = page.getByRole('alert').filter({ hasText: 'Erreur du serveur' });
    await expect(alert).toContainText('Une erreur interne est survenue');
    await expect(page.getByText('Une erreur interne est survenue')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test("the login screen shows the server's message for a locked login", async ({ page }) => {
  await page.route('**/oauth/token', (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: 'too_many_attempts',
        error_description: 'Trop de tentatives de connexion : réessayez dans 5 minutes',
      },
    }),
  );
  await signIn(page, 'depanneur');
  await expect(page.getByRole('alert')).toHaveText(
    'Trop de tentatives de connexion : réessayez dans 5 minutes',
  );
});

test("the login screen shows the server's message for empty fields", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('alert')).toHaveText("L'identifiant et le mot de passe sont obligatoires");
});
