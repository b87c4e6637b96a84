import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '../support/test.ts';
import JSZip from 'jszip';
import { DEMO_LOGINS, openSignedIn, pageTitle, requestToken } from '../support/app.ts';
import { choose, expectToast } from '../support/folders.ts';

/** A customer naming the person, made through the API as the operator would have typed it. */
async function makeCustomer(request: APIRequestContext, name: string, phone: string) {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const response = await request.post('/api/legalentities/', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      headQuarterPlace: {
        contactFirstname: 'Anaïs',
        contactName: name,
        contactPhone: phone,
        city: 'Valence',
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an administrator finds a person, downloads their export, then erases them after confirming', async ({
  page,
  request,
}) => {
  test.slow(); // an export job and an erasure
  const name = `Quérelle${Date.now()}`;
  await makeCustomer(request, name, '06 55 44 33 22');
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/personal-data');
  await expect(pageTitle(page)).toHaveText('Données personnelles');

  // Accent- and phone-format-blind: the international spelling finds the number typed nationally.
  await page.getByLabel('Nom, téléphone, e-mail ou immatriculation').fill('+33 6 55 44 33 22');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('1 résultat', { exact: true })).toBeVisible();
  await page.getByLabel('Nom, téléphone, e-mail ou immatriculation').fill(`anais ${name.replace('é', 'e')}`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Client' });
  await expect(row).toContainText(`Anaïs ${name}`);
  await expect(row.getByRole('link')).toHaveAttribute('href', /\/customers\/\d+$/);

  await page.getByRole('button', { name: 'Exporter' }).click();
  const ready = page.getByRole('button', { name: 'Télécharger l’export' });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await ready.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^donnees-personnelles-\d+\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  const data = JSON.parse(await zip.file('data.json')!.async('string'));
  expect(data.customers[0].headQuarterPlace.contactName).toBe(name);
  expect(zip.file('resume.pdf')).not.toBeNull();

  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Effacer les données de cette personne ?' });
  await expect(dialog).toContainText('Cette action est irréversible.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Effacer', exact: true }).click();
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expectToast(page, 'Action réalisée !', 'Les données de la personne ont été effacées.');
  await expect(page.getByText('Données effacées')).toBeVisible();
  // The result says what the confirmation said; the next search says « nulle part », and only that.
  await expect(page.getByText(/1 client\(s\) anonymisé\(s\)/)).toBeVisible();
  await expect(page.getByText('Cette personne n’apparaît nulle part dans le compte')).toBeVisible();
  await expect(page.getByText(/résultat/)).toHaveCount(0);
});

test('an administrator changes the retention periods, kept after a reload, and stops SMS to a number', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/personal-data');
  const months = page.getByLabel('Données personnelles des dossiers clos (mois)');
  await expect(months).toHaveValue('36');
  await months.fill('48');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  await page.reload();
  await expect(page.getByLabel('Données personnelles des dossiers clos (mois)')).toHaveValue('48');
  await months.fill('36');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');

  const phone = page.getByLabel('Numéro de téléphone');
  await phone.fill('12');
  await page.getByRole('button', { name: 'Ne plus envoyer de SMS' }).click();
  await expect(page.getByText('Numéro non valide')).toBeVisible();
  await phone.fill('06 11 22 33 44');
  await page.getByRole('button', { name: 'Ne plus envoyer de SMS' }).click();
  await expectToast(page, 'Action réalisée !', 'Ce numéro ne recevra plus de SMS du compte.');
  await expect(phone).toHaveValue('');
});

test('the journal lists the sensitive acts, filtered by act and user, and exports them as CSV', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/personal-data');
  await page.getByLabel('Nom, téléphone, e-mail ou immatriculation').fill('Personne Introuvable');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Cette personne n’apparaît nulle part dans le compte')).toBeVisible();

  await page.goto('/settings/journal');
  await expect(pageTitle(page)).toHaveText('Journal des actes sensibles');
  await choose(page, 'Acte', 'Recherche de données personnelles');
  await expect(page).toHaveURL(/act=PERSONAL_DATA_SEARCH/);
  const search = page.getByRole('row').filter({ hasText: 'Pe***le' });
  await expect(search.first()).toContainText('depanneur');
  await choose(page, 'Utilisateur', 'operateur');
  await expect(page.getByText('Aucun acte')).toBeVisible();
  await choose(page, 'Utilisateur', 'depanneur');
  await expect(search.first()).toBeVisible();
  // Reloaded from the URL, with the same filters.
  await page.reload();
  await expect(search.first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('journal.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain('Date;Acte;Utilisateur;Détail');
  expect(csv).toContain('Recherche de « Pe***le »');
});
