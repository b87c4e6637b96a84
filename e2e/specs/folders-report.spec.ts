import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi, expectToast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

const intervention = (nature: string) => ({
  nature,
  faitGenerateur: null,
  kmSupplAutorises: false,
  changementsNatureAutorises: [],
});

test('a towing report opens with its suggestions, is filled and sent to Nomad, then reads only', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    truck: true,
    intervention: intervention('REMORQUAGE'),
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();

  // The steps of a towing, the start place from the account's head-quarter, dates suggested.
  await expect(page.getByRole('heading', { name: 'Remorquage', exact: true })).toBeVisible();
  await expect(page.getByText('Le rapport ne sera plus modifiable !')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Lieu — Départ du chauffeur' })).toHaveValue(/Lyon/);
  await expect(page.getByRole('button', { name: 'Décrochage du véhicule', exact: true })).toHaveText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
  );
  await expect(page.getByText('Pas de kilomètres supplémentaires.')).toBeVisible();

  await page.getByRole('textbox', { name: /Kilométrage total/ }).fill('42');
  await page
    .getByRole('radiogroup', { name: "Le lieu d'intervention était-il correct ?" })
    .getByRole('radio', { name: 'Oui' })
    .check();
  await page
    .getByRole('textbox', { name: 'Fait générateur du dégât' })
    .or(page.getByRole('combobox', { name: 'Fait générateur du dégât' }))
    .fill('Batterie');
  await page.getByRole('option', { name: /Batterie déchargée/ }).click();

  await page.getByRole('button', { name: 'Envoyer le rapport Nomad' }).click();
  await expectToast(page, 'Envoyé !', 'Le rapport a bien été envoyé.');
  await expect(page.getByText('Rapport', { exact: true }).first()).toBeVisible();

  const sent = await api.get(folder.id);
  expect(sent.folderState).toBe('REPORT');
  expect(sent.interventionDepannage?.faitGenerateur).toMatch(/^N3\./);
  expect(sent.reportDepannage?.interventionReport).toMatchObject({
    kmTotal: 42,
    lieuInterventionCorrect: true,
  });
  expect(sent.reportDepannage?.interventionReport?.startedPlace?.city).toBe('Lyon');
  // Once reported, the assistance company has the report: the card reads only.
  await expect(page.getByRole('textbox', { name: /Kilométrage total/ })).toHaveAttribute('readonly', '');
});

test('without a level-3 cause, the Nomad report is not sent and the cause is asked for', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    truck: true,
    intervention: intervention('DEPANNAGE_SUR_PLACE'),
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await expect(page.getByText('Fin de réparation du véhicule', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le rapport Nomad' }).click();
  await expect(page.getByText('Sélectionnez un fait générateur')).toBeVisible();
  expect((await api.get(folder.id)).folderState).toBe('ACCEPTED');
});

test('a wasted trip’s report is written in the back-office and saved with the folder', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'ACCEPTED',
    origin: 'BACKOFFICE',
    truck: true,
    intervention: intervention('DEPLACEMENT_POUR_RIEN'),
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await expect(page.getByRole('heading', { name: 'Déplacement pour rien', exact: true })).toBeVisible();
  // Not a Nomad folder: no nature, no cause, nothing to send.
  await expect(page.getByRole('button', { name: 'Envoyer le rapport Nomad' })).toHaveCount(0);
  await expect(page.getByLabel('Fait générateur du dégât')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Arrivée sur place', exact: true })).toBeVisible();
  await expect(page.getByText('Décrochage du véhicule', { exact: true })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Motif du déplacement pour rien' }).fill('Véhicule déjà reparti');
  await page.getByRole('textbox', { name: /Kilométrage total/ }).fill('18');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');

  await page.reload();
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await expect(page.getByRole('textbox', { name: 'Motif du déplacement pour rien' })).toHaveValue(
    'Véhicule déjà reparti',
  );
  await expect(page.getByRole('textbox', { name: /Kilométrage total/ })).toHaveValue('18 km');
  const saved = await api.get(folder.id);
  expect(saved.reportDepannage?.interventionReport).toMatchObject({
    motifDeplacementPourRien: 'Véhicule déjà reparti',
    kmTotal: 18,
  });
  expect(saved.reportDepannage?.interventionReport?.arrivedAtDestinationPlace?.date).toBeTruthy();
});

test("'Voir le trajet' shows the mission's route on a map", async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await page.getByRole('button', { name: 'Voir le trajet' }).click();
  const dialog = page.getByRole('dialog', { name: /Trajet de la mission/ });
  await expect(dialog).toBeVisible();
  // The map, with the mission's start and destination drawn on it.
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await expect(dialog.locator('path.leaflet-interactive').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
