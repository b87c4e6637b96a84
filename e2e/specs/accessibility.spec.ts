import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

// axe-core reads the whole page: on a shared, busy machine it needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('the login screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await expectAccessible(page);
});

test('the login screen with its error has no serious accessibility violation', async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR, 'pas-le-bon');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_LOGINS.DEPANNEUR);
    await expectSignedIn(page);
  });

  test('the folders list has no serious accessibility violation', async ({ page }) => {
    await expect(page.getByTestId('folder-state').first()).toBeVisible();
    // The bell says how many alarms there are, in words.
    await expect(
      page.getByRole('button', { name: /^Alarmes : (aucune alarme|1 alarme|\d+ alarmes)$/ }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('a folder detail has no serious accessibility violation', async ({ page, request }) => {
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    // A folder from the assistance company's terminal: it shows the orange origin badge too.
    const folder = await api.create({ state: 'CREATED', origin: 'NOMAD' });
    await page.goto(`/folders/${folder.id}`);
    await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an action modal has no serious accessibility violation', async ({ page, request }) => {
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD' });
    await page.goto(`/folders/${folder.id}`);
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Déplacement pour rien' }).click();
    const modal = page.getByRole('dialog', { name: 'Déplacement pour rien' });
    await expect(modal.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  test('the new-folder modal has no serious accessibility violation', async ({ page }) => {
    await page.getByRole('button', { name: 'Nouveau dossier' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
    await expect(modal.getByRole('textbox', { name: 'Texte de la mission' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });
});
