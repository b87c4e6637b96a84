import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { folderApi, expectToast, pickAddressSuggestion } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

test('an operator edits the vehicle card and saves only the differences', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  // The drawn vehicle may already have a roof box, or a tenth of fuel: start from neither, so that
  // ticking the box and setting 0,1 are changes whatever the draw.
  const summary = await api.create({ state: 'REPORT', vehicule: { coffreToit: false, niveauCarburant: 50 } });
  const before = summary;
  const patches: unknown[] = [];
  page.on('request', (call) => {
    if (call.method() === 'PATCH') patches.push(call.postDataJSON());
  });

  await page.goto(`/folders/${summary.id}`);
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Véhicule à dépanner' });
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  await expect(save).toBeDisabled();

  await card.getByRole('textbox', { name: 'Couleur' }).fill('Vert anglais');
  await card.getByRole('textbox', { name: 'Première mise en circulation' }).fill('21-03-2019');
  await card.getByRole('textbox', { name: 'Première mise en circulation' }).blur();
  await card.getByRole('checkbox', { name: 'Coffre de toit' }).check();
  const fuel = card.getByRole('slider');
  await fuel.focus();
  await fuel.press('Home');
  await fuel.press('ArrowRight');
  await fuel.press('ArrowRight');
  await expect(card.getByText('Niveau de carburant : 0,1')).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();

  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');
  await expect(save).toBeDisabled();
  expect(patches).toEqual([
    {
      version: before.version,
      vehicule: {
        couleur: 'Vert anglais',
        dateMiseEnCirculation: '2019-03-21',
        coffreToit: true,
        niveauCarburant: 10,
      },
    },
  ]);

  await page.reload();
  await expect(card.getByRole('textbox', { name: 'Couleur' })).toHaveValue('Vert anglais');
  await expect(card.getByRole('textbox', { name: 'Première mise en circulation' })).toHaveValue('21/03/2019');
  await expect(card.getByRole('checkbox', { name: 'Coffre de toit' })).toBeChecked();
  const after = await api.get(summary.id);
  expect(after.vehicule).toMatchObject({
    couleur: 'Vert anglais',
    dateMiseEnCirculation: '2019-03-21',
    coffreToit: true,
    niveauCarburant: 10,
  });
  expect(after.version).toBeGreaterThan(before.version);
});

test('leaving a folder with unsaved edits asks first; staying is the default', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'CANCELED' });
  await page.goto(`/folders/${summary.id}`);
  await page
    .locator('.mantine-Card-root')
    .filter({ hasText: 'Attelage supplémentaire' })
    .getByRole('textbox', { name: 'Marque' })
    .fill('Lider');

  await page.getByRole('link', { name: 'Mes dossiers' }).click();
  const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  // The focused button keeps the user on the folder: Enter does not discard the edits.
  await expect(question.getByRole('button', { name: 'Rester sur le dossier' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(`/folders/${summary.id}`);

  await page.getByRole('link', { name: 'Mes dossiers' }).click();
  await page
    .getByRole('dialog', { name: 'Modifications non enregistrées' })
    .getByRole('button', { name: 'Quitter sans enregistrer' })
    .click();
  await expect(page).toHaveURL(/\/folders(\?.*)?$/);
  expect((await api.get(summary.id)).attelage?.marque ?? null).not.toBe('Lider');
});

test('a save based on a stale version is refused with the server message', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'REPORT_VALIDATED' });
  // Live updates cut (a lost connection): the tab cannot learn of the other save before its own
  // (with them, the folder refreshes and names the field both changed: folders-operator-gaps).
  await page.routeWebSocket(/\/api\/webSocket/, () => undefined);
  await page.goto(`/folders/${summary.id}`);
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Véhicule à dépanner' });
  await card.getByRole('textbox', { name: 'Couleur' }).fill('Bleu nuit');

  // Someone else saves the folder meanwhile.
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const current = await api.get(summary.id);
  const other = await request.patch(`/api/folders/${summary.id}`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { version: current.version, vehicule: { couleur: 'Blanc' } },
  });
  expect(other.ok()).toBe(true);

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Le dossier a changé depuis son ouverture')).toBeVisible();
  expect((await api.get(summary.id)).vehicule?.couleur).toBe('Blanc');
  await page.getByRole('button', { name: 'Recharger le dossier' }).click();
  await expect(card.getByRole('textbox', { name: 'Couleur' })).toHaveValue('Blanc');
});

test('the place panel fills a geocoded address, and keeps a place it cannot locate as typed', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'HORS_DELAI', origin: 'NOMAD' });
  const located = {
    line1: '20 Avenue de Ségur',
    line2: null,
    line3: null,
    zipCode: '75007',
    city: 'Paris',
    country: 'France',
  };
  const suggestions = [
    {
      ...located,
      latitude: 48.8497,
      longitude: 2.3068,
      label: '20 Avenue de Ségur 75007 Paris',
      descriptionLieu: null,
      codeInsee: '75107',
      hasGeometry: true,
    },
    {
      ...located,
      line1: 'Aire de Beaune-Tailly',
      zipCode: '21200',
      city: 'Beaune',
      latitude: null,
      longitude: null,
      label: 'Aire de Beaune-Tailly 21200 Beaune',
      descriptionLieu: null,
      codeInsee: '21054',
      hasGeometry: false,
    },
  ];
  // The national address API is out of reach here: the server's answer is played by the test.
  await page.route('**/api/geocode?*', (route) => route.fulfill({ json: suggestions }));

  await page.goto(`/folders/${summary.id}`);
  const address = page.getByRole('combobox', { name: 'Adresse' }).first();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeVisible();
  await pickAddressSuggestion(address, '20 avenue de segur', '20 Avenue de Ségur 75007 Paris');
  await expect(address).toHaveValue('20 Avenue de Ségur, 75007 Paris');
  await expect(page.getByRole('textbox', { name: 'Code INSEE' }).first()).toHaveValue('75107');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');
  expect((await api.get(summary.id)).customerPlace).toMatchObject({
    ...located,
    latitude: 48.8497,
    codeInsee: '75107',
    gpsValide: true,
  });

  await pickAddressSuggestion(address, 'aire de beaune', 'Aire de Beaune-Tailly 21200 Beaune');
  await expect(address).toHaveValue('aire de beaune');
  await expect(
    page.getByText('Adresse non géolocalisée : le texte saisi est conservé tel quel'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();
  expect((await api.get(summary.id)).customerPlace).toMatchObject({
    descriptionLieu: 'aire de beaune',
    line1: null,
    zipCode: null,
    city: null,
    latitude: null,
    longitude: null,
    gpsValide: false,
  });
});
