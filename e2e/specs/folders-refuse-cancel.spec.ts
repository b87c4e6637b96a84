import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { choose, folderApi, openListOn, expectToast } from '../support/folders.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

test('an operator refuses a folder with a motif and a detail', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'CREATED', origin: 'NOMAD' });
  const row = await openListOn(page, summary);
  await row.getByRole('button', { name: 'Refuser' }).click();

  const modal = page.getByRole('dialog', { name: 'Refuser la mission' });
  await expect(modal.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await choose(page, 'Motif du refus', "Hors zone d'intervention");
  await modal.getByRole('textbox', { name: 'Détail' }).fill('Trop loin du dépôt.');
  await modal.getByRole('button', { name: 'Valider' }).click();

  await expectToast(page, 'Action réussie', 'Mission refusée !');
  await expect(row.getByText('Refusé', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Refuser' })).toHaveCount(0);
  expect((await api.get(summary.id)).folderState).toBe('REFUSED');
});

test('an operator cancels an accepted folder', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    cancellable: true,
    confirmationRequise: false,
    truck: true,
  });
  expect(summary.missionIntervention?.missionState).toBe('MISSION_STARTED');
  const row = await openListOn(page, summary);
  await row.getByRole('button', { name: 'Annuler', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Annuler la mission' });
  await choose(page, "Motif d'annulation", 'Annulation par le client');
  await modal.getByRole('button', { name: 'Valider' }).click();

  await expectToast(page, 'Action réussie', 'Mission annulée !');
  await expect(row.getByText('Annulé', { exact: true })).toBeVisible();
  const canceled = await api.get(summary.id);
  expect(canceled.folderState).toBe('CANCELED');
  // The truck no longer holds the mission (issue 12 §15).
  expect(canceled.missionIntervention?.missionState).toBe('MISSION_DELETED');
});

test("an operator accepts the assistance company's cancellation", async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'CANCEL_PROPOSAL', origin: 'NOMAD' });
  const row = await openListOn(page, summary);
  await row.getByRole('button', { name: "Accepter l'annulation" }).click();
  await page
    .getByRole('dialog', { name: "Accepter l'annulation" })
    .getByRole('button', { name: 'Valider' })
    .click();

  await expectToast(page, 'Action réussie', 'Annulation acceptée !');
  await expect(row.getByText('Annulé', { exact: true })).toBeVisible();
  expect((await api.get(summary.id)).folderState).toBe('CANCELED');
});

test("'deplacement pour rien' from the detail's Actions menu", async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const summary = await api.create({ state: 'ACCEPTED_CONFIRMED', origin: 'NOMAD' });
  await page.goto(`/folders/${summary.id}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Déplacement pour rien' }).click();

  const modal = page.getByRole('dialog', { name: 'Déplacement pour rien' });
  await expect(modal.getByRole('button', { name: 'Valider' })).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Motif' }).fill('Véhicule absent à notre arrivée');
  await modal.getByRole('textbox', { name: 'Détail' }).fill('Client injoignable sur place.');
  await modal.getByRole('button', { name: 'Valider' }).click();

  await expectToast(page, 'Action réussie', 'Déplacement pour rien signalé !');
  await expect(page.getByTestId('folder-state')).toHaveText('Rapport');
  const folder = await api.get(summary.id);
  expect(folder.folderState).toBe('REPORT');
  expect(folder.interventionDepannage?.nature).toBe('DEPLACEMENT_POUR_RIEN');
});
