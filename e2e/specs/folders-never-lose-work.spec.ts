import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, signIn } from '../support/app.ts';
import { folderApi, expectToast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

const vehicleCard = (page: import('@playwright/test').Page) =>
  page.locator('.mantine-Card-root').filter({ hasText: 'Véhicule à dépanner' });

test('edits made before an action are saved first, and the next save succeeds (issue 12 §12)', async ({
  page,
  request,
}) => {
  // An edit, an action with its modal, a second save and a reload: over a minute on a loaded 2-core machine.
  test.slow();
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED_CONFIRMED', origin: 'NOMAD' });
  const dialogs: string[] = [];
  page.on('response', async (response) => {
    if (response.status() === 409) dialogs.push(await response.text());
  });
  await page.goto(`/folders/${folder.id}`);
  const card = vehicleCard(page);
  await card.getByRole('textbox', { name: 'Couleur' }).fill('Vert anglais');

  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Déplacement pour rien' }).click();
  // The pending edit is saved before the action.
  await expectToast(page, 'Enregistré !', 'Le dossier a bien été enregistré.');
  const modal = page.getByRole('dialog', { name: 'Déplacement pour rien' });
  await modal.getByRole('textbox', { name: 'Motif' }).fill('Véhicule absent à notre arrivée');
  await modal.getByRole('button', { name: 'Valider' }).click();
  await expectToast(page, 'Action réussie', 'Déplacement pour rien signalé !');
  await expect(page.getByTestId('folder-state')).toHaveText('Rapport');

  // Edited after the action, on the new version: it saves (a model no demo vehicle has, so it is a change).
  await card.getByRole('textbox', { name: 'Modèle' }).fill('Clio V Estate');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled();
  await expect(page.getByText('Le dossier a changé depuis son ouverture')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  await page.reload();
  await expect(card.getByRole('textbox', { name: 'Couleur' })).toHaveValue('Vert anglais');
  await expect(card.getByRole('textbox', { name: 'Modèle' })).toHaveValue('Clio V Estate');
  const saved = await api.get(folder.id);
  expect(saved.vehicule).toMatchObject({ couleur: 'Vert anglais', modele: 'Clio V Estate' });
  expect(saved.interventionDepannage?.nature).toBe('DEPLACEMENT_POUR_RIEN');
});

test('a closed folder is read-only: no save, no actions, no asterisks (issue 12 §14)', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CLOSED' });
  await page.goto(`/folders/${folder.id}`);
  await expect(page.getByTestId('folder-state')).toHaveText('Clôturé');
  await expect(vehicleCard(page).getByRole('textbox', { name: 'Couleur' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByText('Véhicule de dépannage')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Roulant' }).first()).toBeDisabled();
  await expect(page.locator('.mantine-InputWrapper-required')).toHaveCount(0);
});

test("'Envoyer la mission' is offered only when the mission can be sent (issue 12 §16)", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CREATED', truck: false });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Clôturer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Envoyer la mission' })).toHaveCount(0);
});

test('a supervisor reads the folders of its accounts, each named, with no control to change them (issue 12 §16)', async ({
  page,
  request,
}) => {
  const operator = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  // Waiting for acceptance: an operator would see Accept and Refuse on its row.
  const folder = await operator.create({ state: 'WAITING', origin: 'NOMAD' });
  const [summary] = await (await folderApi(request, DEMO_LOGINS.SUPERVISOR)).list(folder.orderNo);
  expect(summary?.accountName).toBeTruthy();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await openSignedIn(page, DEMO_LOGINS.SUPERVISOR, `/folders?text=${encodeURIComponent(folder.orderNo)}`);
  await expect(page.getByRole('columnheader', { name: 'Compte' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: folder.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: summary!.accountName, exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nouveau dossier' })).toHaveCount(0);
});
