import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

test('an accepted folder that awaits the assistance company says a confirmation is required', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', confirmationRequise: true });
  await page.goto(`/folders/${folder.id}`);
  await expect(page.getByTestId('folder-state')).toHaveText('Accepté');
  await expect(page.getByText('attention, une confirmation est requise')).toBeVisible();

  const other = await api.create({ state: 'REPORT', origin: 'NOMAD', confirmationRequise: true });
  await page.goto(`/folders/${other.id}`);
  await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
  await expect(page.getByText('attention, une confirmation est requise')).toHaveCount(0);
});

test('the open folder reloads when someone else updates it', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'VALORISATION_ACCEPTED', origin: 'NOMAD' });
  await page.goto(`/folders/${folder.id}`);
  const colour = page
    .locator('.mantine-Card-root')
    .filter({ hasText: 'Véhicule à dépanner' })
    .getByRole('textbox', { name: 'Couleur' });
  await expect(colour).toHaveValue(folder.vehicule?.couleur ?? '');

  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const response = await request.patch(`/api/folders/${folder.id}`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { version: folder.version, vehicule: { couleur: 'Jaune taxi' } },
  });
  expect(response.ok()).toBe(true);
  await expect(colour).toHaveValue('Jaune taxi');
});

test("an operator sends a back-office folder's mission from the Actions menu", async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'CREATED', truck: true });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Clôturer' })).toBeEnabled();
  await page.getByRole('menuitem', { name: 'Envoyer la mission' }).click();
  if (!folder.missionIntervention?.destinationPlace) {
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Oui' }).click();
  }
  await expect(page.getByText('La mission a bien été envoyée.')).toBeVisible();
  await expect(page.getByTestId('folder-state')).toHaveText('En attente');
  expect((await api.get(folder.id)).missionIntervention?.missionState).not.toBe('MISSION_NOT_YET_SEND');
});

test('the Actions menu closes a folder after a yes', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'REFUSED' });
  await page.goto(`/folders/${folder.id}`);
  await expect(page.getByTestId('folder-state')).toHaveText('Refusé');
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Clôturer' }).click();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByTestId('folder-state')).toHaveText('Clôturé');
  expect((await api.get(folder.id)).folderState).toBe('CLOSED');
});
