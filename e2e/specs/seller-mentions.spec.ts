import { expect, test, type Page } from '../support/test.ts';
import { openSignedIn } from '../support/app.ts';
import { expectToast } from '../support/folders.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

// SHOTS=1 keeps the settings screen at 1024 px for review (SHOTS_DIR, default .tmp/shots).
const section = (page: Page) => page.getByRole('group', { name: 'Mentions légales des factures' });

test('an administrator fills the mentions its invoices need, and finds them after a reload', async ({
  page,
}) => {
  test.slow(); // every field, a refusal, a save and a reload
  await page.setViewportSize({ width: 1024, height: 900 });
  // Garage Dupont Dépannage: an account with none of the mentions, which no other test uses.
  await openSignedIn(page, 'dupont', '/settings/account');
  const mentions = section(page);
  await expect(mentions.getByText('Mentions manquantes pour émettre des factures')).toBeVisible();
  await expect(mentions).toContainText('forme juridique');
  await expect(mentions).toContainText('IBAN');

  await mentions.getByRole('combobox', { name: 'Forme juridique' }).fill('SA');
  await page.getByRole('option', { name: /^SARL — Société à responsabilité limitée/ }).click();
  await mentions.getByLabel('Capital social').fill('25000,5');
  await mentions.getByLabel('Ville du RCS').fill('RCS Bordeaux');
  const iban = mentions.getByLabel('IBAN');
  const bic = mentions.getByLabel('BIC');
  await iban.fill('FR76 3000 6000 0112 3456 7890 188');
  await bic.fill('AGRIFRP');
  await mentions.getByLabel("Option pour le paiement de la TVA d'après les débits").check();
  const vat = page.getByLabel('N° de TVA intracommunautaire');
  await vat.fill('FR26818220774');

  // Checked before anything is sent, in French.
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(mentions.getByText('IBAN non valide')).toBeVisible();
  await expect(mentions.getByText('BIC non valide : 8 ou 11 caractères')).toBeVisible();
  await expect(page.getByText('Numéro de TVA intracommunautaire non valide')).toBeVisible();
  expect(patches).toEqual([]);

  await iban.fill('fr76 3000 6000 0112 3456 7890 189');
  await bic.fill('agrifrpp');
  await vat.fill('FR25818220774');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  expect(patches).toHaveLength(1);
  // What is stored: « RCS » left to the invoice, the IBAN in groups of four, the BIC in capitals.
  await expect(mentions.getByLabel('Ville du RCS')).toHaveValue('Bordeaux');
  await expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  // Only the head office is still missing.
  await expect(mentions.getByText('Il manque : adresse du siège.')).toBeVisible();
  if (takingShots) {
    await page.screenshot({ path: `${SHOTS_DIR}/settings-seller-mentions-1024.png`, fullPage: true });
    await mentions.screenshot({ path: `${SHOTS_DIR}/settings-seller-mentions-section-1024.png` });
  }

  await page.reload();
  await expect(mentions.getByRole('combobox', { name: 'Forme juridique' })).toHaveValue('SARL');
  await expect(mentions.getByLabel('Capital social')).toHaveValue('25 000,50 €');
  await expect(mentions.getByLabel('Ville du RCS')).toHaveValue('Bordeaux');
  await expect(iban).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
  await expect(bic).toHaveValue('AGRIFRPP');
  await expect(mentions.getByLabel("Option pour le paiement de la TVA d'après les débits")).toBeChecked();
  await expect(vat).toHaveValue('FR25818220774');

  // Saved as shown: saving again sends nothing.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont bien été enregistrées.').first()).toBeVisible();
  expect(patches).toHaveLength(1);
});
