import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { choose, fillAddress, folderApi, expectToast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
});

test('an operator creates a folder and sends its mission to a truck', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const truck = (await api.trucks()).find((t) => t.active);
  expect(truck).toBeDefined();
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  const saveAndSend = modal.getByRole('button', { name: 'Enregistrer et envoyer' });
  await expect(modal.getByRole('button', { name: 'Date de la mission' })).not.toHaveText('');

  await choose(page, 'Assisteur', 'IMA', modal);
  await modal.getByRole('textbox', { name: 'N° de dossier assisteur' }).fill('IMA-E2E-1');
  await fillAddress(modal, '3 place Bellecour, Lyon');
  await expect(saveAndSend).toBeDisabled();
  // Sending needs the mission text and a truck or an agent (spec 2 §5).
  await modal
    .getByRole('textbox', { name: 'Texte de la mission' })
    .fill('Batterie à plat, parking souterrain.');
  await expect(saveAndSend).toBeDisabled();
  await choose(
    page,
    'Véhicule',
    truck!.licensePlate ? `${truck!.name} (${truck!.licensePlate})` : truck!.name,
    modal,
  );
  await expect(saveAndSend).toBeEnabled();
  await saveAndSend.click();

  const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirmation).toContainText(
    'Aucune destination indiquée. Souhaitez-vous tout de même envoyer la mission ?',
  );
  await confirmation.getByRole('button', { name: 'Oui' }).click();

  await expectToast(page, 'Action réussie', 'Dossier créé et envoyé !');
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  await expect(page.getByRole('heading', { name: 'IMA-E2E-1' })).toBeVisible();
  const folder = await api.get(Number(page.url().split('/').pop()));
  expect(folder).toMatchObject({
    assistanceProvider: 'IMA',
    externalNumber: 'IMA-E2E-1',
    creationOrigine: 'BACKOFFICE',
  });
  expect(folder.missionIntervention).toMatchObject({
    truckId: truck!.id,
    agentId: null,
    text: 'Batterie à plat, parking souterrain.',
  });
  expect(folder.missionIntervention?.missionState).not.toBe('MISSION_NOT_YET_SEND');
});

test('an operator saves a new folder without sending it', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await modal.getByRole('textbox', { name: 'N° de dossier assisteur' }).fill('E2E-SANS-ENVOI');
  await fillAddress(modal, '12 rue de la République, Lyon');
  await modal.getByRole('textbox', { name: 'Téléphone', exact: true }).first().fill('12');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(modal.getByText("Lieu d'intervention : Numéro non valide")).toBeVisible();

  await modal.getByRole('textbox', { name: 'Téléphone', exact: true }).first().fill('06 12 34 56 78');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Action réussie', 'Dossier créé !');
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  const folder = await api.get(Number(page.url().split('/').pop()));
  expect(folder.folderState).toBe('CREATED');
  expect(folder.customerPlace?.contactPhone).toBeTruthy();
  expect(folder.missionIntervention).toMatchObject({
    truckId: null,
    agentId: null,
    missionState: 'MISSION_NOT_YET_SEND',
  });
});

test('an empty form is not sent: the required address says so under its field (issue 12 §13)', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().includes('/api/folders')) posts.push(call.url());
  });
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(modal.getByText("L'adresse du lieu d'intervention est obligatoire")).toBeVisible();
  await expect(modal.getByRole('combobox', { name: 'Adresse' }).first()).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(modal).toBeVisible();
  expect(posts).toEqual([]);

  // Filled, the error goes away.
  await fillAddress(modal, '3 place Bellecour, Lyon');
  await expect(modal.getByText("L'adresse du lieu d'intervention est obligatoire")).toHaveCount(0);
});

test('closing a filled form asks first; staying is the default (issue 12 §13)', async ({ page }) => {
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier', exact: true });
  const number = modal.getByRole('textbox', { name: 'N° de dossier assisteur' });
  await number.fill('A-GARDER');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Abandonner le nouveau dossier ?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Continuer la saisie' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(number).toHaveValue('A-GARDER');

  await modal.getByRole('button', { name: 'Annuler', exact: true }).click();
  await question.getByRole('button', { name: 'Abandonner' }).click();
  await expect(modal).toBeHidden();

  // An untouched form closes at once.
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(question).toHaveCount(0);
});

test('the same plate or phone as an open folder of the day warns « Doublon possible » with a link, and still saves (issue 28 §5)', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const open = await api.get((await api.create({ state: 'CREATED', createdNow: true })).id);
  const plate = open.vehicule!.immatriculation!;
  const phone = open.customerPlace!.contactPhone!;
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  const warning = modal.getByRole('status').filter({ hasText: 'Doublon possible' });

  // Typed as the caller says it: lower case, without dashes.
  await modal
    .getByRole('textbox', { name: 'Immatriculation' })
    .fill(plate.replaceAll('-', ' ').toLowerCase());
  await expect(warning).toContainText(`Doublon possible : ${open.orderNo} (même immatriculation`);
  await expect(warning.getByRole('link', { name: open.orderNo })).toHaveAttribute(
    'href',
    `/folders/${open.id}`,
  );

  await modal.getByRole('textbox', { name: 'Immatriculation' }).fill('');
  await expect(warning).toHaveCount(0);
  // The phone written the international way finds folders with that phone. The browser tests' folders
  // share a few demo phones and the warning names the five latest, so any of them may be listed.
  const international = `+33 ${phone.replace(/\s/g, '').slice(1)}`;
  await modal.getByRole('textbox', { name: 'Téléphone', exact: true }).first().fill(international);
  await expect(warning).toContainText('(même téléphone');

  // A warning, not a refusal.
  await fillAddress(modal, '3 place Bellecour, Lyon');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  expect(Number(page.url().split('/').pop())).not.toBe(open.id);
});
