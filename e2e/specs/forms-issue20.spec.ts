import { expect, test, type Page } from '../support/test.ts';
import {
  DEMO_LOGINS,
  expectSignedIn,
  openSignedIn,
  pageTitle,
  requestToken,
  signIn,
} from '../support/app.ts';
import { choose, expectToast, fillAddress } from '../support/folders.ts';

/** Issue 20: what a new user tripped on in the forms (customers, settings, new folder, windows). */

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' });

test('§4.1 an empty customer cannot be saved: a name and a billing address, said under the fields', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/customers/new');
  await expect(pageTitle(page)).toHaveText('Nouveau client');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/legalentities'))
      posts.push(request.url());
  });
  const section = (name: string) => page.getByRole('region', { name });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(
    section('Adresse principale').getByText(
      'Le nom du client est obligatoire : une société, ou le nom d’une personne',
    ),
  ).toBeVisible();
  await expect(
    section('Adresse de facturation').getByText(
      'L’adresse de facturation est obligatoire (ou, à défaut, l’adresse principale)',
    ),
  ).toBeVisible();
  expect(posts).toEqual([]);

  // A person's name is enough; the errors go as the user types.
  await section('Adresse principale').getByLabel('Nom', { exact: true }).fill('Durand');
  await expect(
    section('Adresse principale').getByText('Le nom du client est obligatoire', { exact: false }),
  ).toHaveCount(0);
  await fillAddress(section('Adresse de facturation'), '3 rue Neuve 69001 Lyon');
  await expect(
    section('Adresse de facturation').getByText('L’adresse de facturation est obligatoire', { exact: false }),
  ).toHaveCount(0);
  // The zone id is shown (read-only), as in the other place panels.
  await expect(section('Adresse principale').getByLabel('Identifiant de zone')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  await expect(pageTitle(page)).toHaveText('Données du client');
});

test('§4.2 « Comptabilité » is offered to accounts that invoice only; a settings address typed by whom may not open it says « Accès refusé »', async ({
  page,
}) => {
  await signIn(page, DEMO_LOGINS.ASSISTEUR);
  await expectSignedIn(page);
  await accountMenu(page).getByRole('button').first().click();
  await expect(accountMenu(page).getByRole('link', { name: 'Compte' })).toBeVisible();
  await expect(accountMenu(page).getByRole('link', { name: 'Comptabilité' })).toHaveCount(0);
  await page.goto('/settings/accounting');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByText('comptes qui facturent', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Signaler au support' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  await openSignedIn(page, 'operateur', '/settings/users');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByText('réservé aux administrateurs du compte', { exact: false })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/folders');
});

test('§4.3 the AXA folder number is checked as it is typed, and a number already used is warned about', async ({
  page,
  request,
}) => {
  test.slow(); // a folder made through the API, then the new-folder window and its checks
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const taken = `IMA-DUP-${Date.now()}`;
  const created = await request.post('/api/folders', {
    headers: { Authorization: `Bearer ${access_token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      assistanceProvider: 'IMA',
      externalNumber: taken,
      customerPlace: { descriptionLieu: '3 place Bellecour, Lyon' },
      missionIntervention: { missionDateTime: new Date().toISOString() },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  const number = modal.getByRole('textbox', { name: 'N° de dossier assisteur' });
  await choose(page, 'Assisteur', 'AXA Assistance', modal);
  await number.fill('5016477041');
  await expect(
    modal.getByText(
      'Numéro de dossier AXA incorrect : format attendu 5016477041*03 (chiffres, un astérisque, 2 chiffres)',
    ),
  ).toBeVisible();
  await number.fill('5016477041*03');
  await expect(modal.getByText('Numéro de dossier AXA incorrect', { exact: false })).toHaveCount(0);

  await choose(page, 'Assisteur', 'IMA', modal);
  await number.fill(taken);
  await expect(
    modal.getByText(
      `Un dossier porte déjà le numéro « ${taken} » : vérifiez qu'il ne s'agit pas d'un doublon`,
    ),
  ).toBeVisible();
  await number.fill(`${taken}-bis`);
  await expect(modal.getByText('Un dossier porte déjà le numéro', { exact: false })).toHaveCount(0);
});

test('§4.5 a wrong phone in the account settings is said under the field, by its label, and nothing is sent', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/account');
  await expect(page.getByLabel('Nom du compte')).toHaveValue(/.+/);
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  const legalEntity = page.getByRole('group', { name: 'Entité juridique' });
  const phone = legalEntity.getByLabel('Téléphone').first();
  const before = await phone.inputValue();
  await phone.fill('12');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(legalEntity.getByText('Numéro non valide')).toBeVisible();
  await expect(page.getByText('legalEntity', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(patches).toEqual([]);
  await phone.fill(before);
});

test('§4.10 Escape on a new scheduled report asks before losing what was typed', async ({ page }) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/reports');
  await page.getByRole('button', { name: 'Nouveau', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau rapport' });
  await modal.getByLabel('Nom').fill('Rapport du lundi');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Abandonner la saisie ?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(modal.getByLabel('Nom')).toHaveValue('Rapport du lundi');
  await modal.getByRole('button', { name: 'Annuler' }).click();
  await ask.getByRole('button', { name: 'Abandonner' }).click();
  await expect(modal).toHaveCount(0);

  // An untouched window closes at once.
  await page.getByRole('button', { name: 'Nouveau', exact: true }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(ask).toHaveCount(0);
});
