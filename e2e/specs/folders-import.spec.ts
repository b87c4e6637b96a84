import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi, expectToast, sendCsvFile, toast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

const HEADER = 'N° dossier;Assisteur;Date de mission;Ville;Nom du client;Commentaire';

test('an operator imports a CSV file and sees its folders arrive in the list', async ({ page }) => {
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  const csv = `\uFEFF${HEADER}\r\n${prefix}-1;AXA Assistance;04/05/2026 08:30;Lyon;Dubois;=1+1\r\n${prefix}-2;IMA;04/05/2026 09:00;Valence;Martin;\r\n`;
  await page.goto('/folders');
  await page.getByRole('button', { name: 'Importer un CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des dossiers (CSV)' });
  await expect(dialog.getByRole('button', { name: 'Importer' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Oui, dossiers qualifiés' }).check();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Fichiers CSV' }).click();
  await (
    await chooser
  ).setFiles({ name: 'dossiers-mai.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Importer' }).click();

  await expectToast(page, 'Import', "L'import est en cours...");
  await expect(dialog).toHaveCount(0);
  // The job's end arrives live, and so do the folders (FOLDER_CREATED), without a reload.
  await expect(toast(page, 'Import terminé', '2 dossiers importés depuis « dossiers-mai.csv ».')).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('row').filter({ hasText: `${prefix}-1` })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `${prefix}-2` })).toHaveCount(1);
});

test('a CSV file with bad lines imports nothing and lists every problem in a window', async ({ page }) => {
  test.slow(); // the background job, then a window watched past a toast's life
  const bad = `BAD-${Date.now()}`;
  // Another tab of the account, on its list: it is told which file, not every problem.
  const other = await page.context().newPage();
  await other.goto('/folders');
  await expect(other.getByTestId('folder-state').first()).toBeVisible();
  await page.goto('/folders');
  await sendCsvFile(page, {
    name: 'erreurs.csv',
    lines: [
      `${bad}-1;Assurances Inconnues;04/05/2026 08:30;Lyon;Dubois;`,
      ...Array.from({ length: 6 }, (_, i) => `${bad}-${i + 2};IMA;hier;Lyon;Dubois;`),
      `${bad}-9;Assureur Fantôme;demain;Lyon;Dubois;`,
    ],
  });
  // Issue 20 §4.7: a window that stays until closed, with every problem of every line.
  const refused = page.getByRole('dialog', { name: 'Import refusé' });
  await expect(refused).toBeVisible({ timeout: 20_000 });
  await expectToast(
    other,
    'Import refusé',
    "Le fichier « erreurs.csv » n'a pas été importé : ses problèmes sont listés dans l'onglet qui l'a envoyé.",
  );
  await expect(other.getByRole('dialog', { name: 'Import refusé' })).toHaveCount(0);
  await other.close();
  const rows = refused.getByRole('table', { name: 'Problèmes du fichier' }).getByRole('row');
  await expect(rows).toHaveCount(1 + 9);
  await expect(rows.nth(1)).toContainText('2');
  await expect(rows.nth(1)).toContainText('Assisteur');
  await expect(rows.nth(1)).toContainText('assisteur inconnu « Assurances Inconnues »');
  // The last line has two problems: both are listed, after the five the old toast stopped at.
  await expect(rows.filter({ hasText: 'Assureur Fantôme' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'date invalide « demain »' })).toHaveCount(1);
  await page.waitForTimeout(6_000);
  await expect(refused).toBeVisible();
  // The window's own button (the cross in its header is named « Fermer » too).
  await refused.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(refused).toHaveCount(0);
});

test("an operator imports a GPX track and sees it with 'Voir le trajet'", async ({ page, request }) => {
  const gpx = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>A7</name><trkseg>
<trkpt lat="44.933" lon="4.892"/><trkpt lat="44.95" lon="4.9"/><trkpt lat="44.98" lon="4.93"/><trkpt lat="45.01" lon="4.95"/>
</trkseg></trk></gpx>`;
  await page.goto('/folders');
  await page.getByRole('button', { name: 'Importer un GPX' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des traces (GPX)' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Fichiers GPX/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'a7.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx) });
  await dialog.getByRole('textbox', { name: 'Texte de la mission' }).fill('Suivre la trace A7');
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expectToast(page, 'Importé !', 'Le dossier a été créé.');

  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const [newest] = await api.list();
  const folder = await api.get(newest!.id);
  expect(folder.missionIntervention?.text).toBe('Suivre la trace A7');
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await page.getByRole('button', { name: 'Voir le trajet' }).click();
  const map = page.getByRole('dialog', { name: /Trajet de la mission/ });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
});
