import { expect, test } from '@playwright/test';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { choose, folderApi, toast } from '../support/folders.ts';

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

  await expect(toast(page, 'Action réussie', 'Dossier créé et envoyé !')).toBeVisible();
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
  await modal.getByRole('textbox', { name: 'Téléphone', exact: true }).first().fill('12');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(modal.getByText("Lieu d'intervention : Numéro non valide")).toBeVisible();

  await modal.getByRole('textbox', { name: 'Téléphone', exact: true }).first().fill('06 12 34 56 78');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(toast(page, 'Action réussie', 'Dossier créé !')).toBeVisible();
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
