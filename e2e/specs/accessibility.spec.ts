import { expect, test } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, signIn } from '../support/app.ts';
import { expectToast, folderApi, sendCsvFile } from '../support/folders.ts';

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

// Issue 20's screens, at 1024 px (its list and the phone are in folders-responsive.spec.ts, its
// messages in folders-messages.spec.ts, the vehicle map in fleet-map-fit.spec.ts).
test.describe('issue 20 screens', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_LOGINS.DEPANNEUR);
    await expectSignedIn(page);
  });

  test('a sent folder: its tracking link and « Annuler la mission » window', async ({ page, request }) => {
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    const folder = await api.create({ state: 'WAITING', origin: 'BACKOFFICE', truck: true });
    await page.goto(`/folders/${folder.id}`);
    await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Renvoyer le SMS' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Annuler la mission' }).click();
    await expect(page.getByRole('dialog', { name: 'Annuler la mission' })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  test('the Document tab with a file, and the Rapport tab', async ({ page, request }) => {
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    const folder = await api.create({ state: 'REPORT', origin: 'BACKOFFICE', truck: true });
    await page.goto(`/folders/${folder.id}`);
    await page.getByRole('tab', { name: 'Document' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Ajouter une pièce jointe' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'carte-grise.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await expectToast(page, 'Ajouté !', 'Le document a bien été ajouté.');
    await expect(page.getByRole('button', { name: "Fiche d'intervention" })).toBeVisible();
    await expectAccessible(page, 'main');
    await page.getByRole('tab', { name: 'Rapport' }).click();
    await expect(page.getByRole('button', { name: 'Voir le trajet' })).toBeVisible();
    await expectAccessible(page, 'main');
  });

  test('the customer form with its errors', async ({ page }) => {
    await page.goto('/customers/new');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/adresse de facturation est obligatoire/)).toBeVisible();
    // The field errors' red reads at 4.5:1 (Mantine's own red.6 did 3.3:1).
    await expectAccessible(page, 'main');
  });

  test('the window listing a refused CSV file’s problems', async ({ page }) => {
    const bad = `AXE-${Date.now()}`;
    await page.goto('/folders');
    await expect(page.getByTestId('folder-state').first()).toBeVisible();
    await sendCsvFile(page, {
      name: `${bad}.csv`,
      lines: [
        `${bad}-1;Assurances Inconnues;04/05/2026 08:30;Lyon;Dubois;`,
        `${bad}-2;IMA;hier;Lyon;Dubois;`,
      ],
    });
    const refused = page.getByRole('dialog', { name: 'Import refusé' });
    await expect(refused.getByRole('table', { name: 'Problèmes du fichier' }).getByRole('row')).toHaveCount(
      3,
      {
        timeout: 20_000,
      },
    );
    await expectAccessible(page, '[role="dialog"]');
  });

  test('the new scheduled report window', async ({ page }) => {
    await page.goto('/settings/reports');
    // The last run's badge is whole at 1024 px (it was cut to « ENV… »).
    const sent = page.getByRole('main').locator('.mantine-Badge-label').filter({ hasText: 'Envoyé' }).first();
    await expect(sent).toBeVisible();
    expect(await sent.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Nouveau', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Nouveau rapport' }).getByLabel('Nom')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  test('the settings refused to an operator', async ({ page }) => {
    await openSignedIn(page, 'operateur', '/settings/users');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await expectAccessible(page);
  });
});
