import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn, pageTitle } from '../support/app.ts';
import { choose, expectToast, fillAddress, toast } from '../support/folders.ts';

test('an operator creates a customer with every section, finds it again, and deletes it', async ({
  page,
}) => {
  test.slow(); // a rich journey: every section, a reload, a delete
  const company = `Garage Élise ${Date.now()}`;
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/customers');
  await expect(pageTitle(page)).toHaveText('Mes clients');
  await page.getByRole('link', { name: 'Nouveau client' }).click();
  await expect(pageTitle(page)).toHaveText('Nouveau client');
  await expect(page.getByTestId('customer-code')).toHaveText(/^CL\d{5}$/);

  const section = (name: string) => page.getByRole('region', { name });
  await section('Adresse principale').getByLabel('Société').fill(company);
  await section('Adresse principale').getByLabel('Téléphone').fill('04 78 12 34 56');
  await section('Adresse principale').getByLabel('E-mail').fill('contact@garage-elise.fr');
  await choose(page, 'Mode de règlement', '30 jours fin de mois', section('Comptabilité'));
  await choose(page, 'Type de règlement', 'Virement', section('Comptabilité'));
  await choose(page, 'Régime de TVA', 'Intracommunautaire', section('Comptabilité'));
  const vat = section('Comptabilité').getByLabel('N° de TVA intracommunautaire');
  await vat.fill('FR45732829320');
  await expect(page.getByText('Numéro de TVA intracommunautaire non valide')).toBeVisible();
  await vat.fill('FR44732829320');
  await expect(page.getByText('Numéro de TVA intracommunautaire non valide')).toBeHidden();
  await section('Adresse de facturation').getByLabel('Société').fill(`${company} Comptabilité`);
  await fillAddress(section('Adresse de facturation'), '4 rue des Docks 69009 Lyon');
  await section('Contact 1').getByLabel('Prénom').fill('Élise');
  await section('Contact 1').getByLabel('Nom', { exact: true }).fill('Durand');
  const phone2 = section('Contact 2').getByLabel('Téléphone');
  await phone2.fill('12');
  await phone2.blur();
  await expect(section('Contact 2').getByText('Numéro non valide')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Le client ne peut pas être enregistré')).toBeVisible();
  await phone2.fill('06 12 34 56 78');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  await expect(pageTitle(page)).toHaveText('Données du client');

  // Reopened from the server: every section kept its values.
  await page.reload();
  await expect(section('Adresse principale').getByLabel('Société')).toHaveValue(company);
  await expect(section('Comptabilité').getByRole('combobox', { name: 'Mode de règlement' })).toHaveValue(
    '30 jours fin de mois',
  );
  await expect(section('Comptabilité').getByRole('combobox', { name: 'Type de règlement' })).toHaveValue(
    'Virement',
  );
  await expect(section('Comptabilité').getByRole('combobox', { name: 'Régime de TVA' })).toHaveValue(
    'Intracommunautaire',
  );
  await expect(vat).toHaveValue('FR44732829320');
  await expect(section('Adresse de facturation').getByLabel('Société')).toHaveValue(
    `${company} Comptabilité`,
  );
  await expect(section('Contact 1').getByLabel('Prénom')).toHaveValue('Élise');
  await expect(section('Contact 2').getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');

  // Saving with no change still says it is saved; leaving with an edit asks first.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    toast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.').first(),
  ).toBeVisible();
  await section('Contact 1').getByLabel('Prénom').fill('Élisa');
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await expect(page.getByRole('dialog', { name: 'Modifications non enregistrées' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
  await expect(pageTitle(page)).toHaveText('Mes clients');

  // The search ignores accents; the bin asks before deleting.
  await page.getByLabel('Rechercher un client').fill(company.replace('Élise', 'elise'));
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Supprimer le client/ }).click();
  await expect(page.getByText('Êtes-vous sûr de vouloir supprimer ?')).toBeVisible();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expectToast(page, 'Action réalisée !', 'Le client a bien été supprimé.');
  await expect(page.getByText('Aucun client')).toBeVisible();
});
