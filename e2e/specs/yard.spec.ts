import { openSignedIn, signIn } from '../support/app.ts';
import { reviewShot } from '../support/shots.ts';
import { expect, test } from '../support/test.ts';
import { sign, uniquePlate, vehiclePhoto, yardApi, yardCar, yardGet } from '../support/yard.ts';

test('an operator enters a vehicle with its condition sheet on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const plate = uniquePlate('TEL');
  await openSignedIn(page, 'operateur', '/fourriere/nouvelle');
  await page.getByRole('textbox', { name: /^Immatriculation/ }).fill(plate);
  await page.getByLabel('Agent', { exact: true }).fill('Brigadier Morel');
  await page.getByText('Dégradé', { exact: true }).click();
  // Two marks placed by taps on the drawings: one on the top view, one on the left side.
  await page.getByTestId('damage-view-top').click({ position: { x: 40, y: 60 } });
  await page.getByRole('radio', { name: 'Rayure' }).click();
  await page.getByRole('textbox', { name: /^Remarque/ }).fill('Portière avant gauche');
  await page.getByRole('dialog').getByRole('button', { name: 'Ajouter' }).click();
  await page.getByText('Gauche', { exact: true }).click();
  await page.getByTestId('damage-view-left').click({ position: { x: 120, y: 40 } });
  await page.getByRole('radio', { name: 'Enfoncement' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByTestId('damage-mark')).toHaveCount(1);
  await expect(page.getByTestId('damage-mark-list').getByRole('listitem')).toHaveCount(2);
  // The gardien, the owner and the officer sign, each on their own pad.
  for (const signer of ['Signature du gardien', 'Signature du propriétaire', 'Signature de l’agent'])
    await sign(page, signer);
  await reviewShot(page, 'yard-entry-390', true);
  await page.getByRole('button', { name: 'Enregistrer l’entrée' }).click();
  await expect(page.getByRole('heading', { name: plate })).toBeVisible();
  const sheet = page.getByText(/^État général :/);
  await expect(sheet).toHaveText('État général : Dégradé. Signée par le gardien, le propriétaire, l’agent.');
  await expect(page.getByTestId('damage-mark-list').getByRole('listitem')).toHaveCount(2);
  const { condition } = await yardGet(request, 'operateur', `/entries/${page.url().split('/').pop()}`);
  expect([condition.gardienSignature, condition.ownerSignature, condition.officerSignature]).toEqual([
    expect.stringMatching(/^data:image\/png/),
    expect.stringMatching(/^data:image\/png/),
    expect.stringMatching(/^data:image\/png/),
  ]);
  // A photo of the vehicle on its sheet: taken with the camera, shown as a thumbnail.
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(vehiclePhoto);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await reviewShot(page, 'yard-vehicle-390', true);
  await page.setViewportSize({ width: 1024, height: 800 });
  await reviewShot(page, 'yard-vehicle-1024', true);
  // Removed with the keyboard, after a confirmation.
  await page.getByRole('button', { name: 'Supprimer la photo 1' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText('Aucune photo.')).toBeVisible();
  // Corrected later: the state changes, the signatures given at the entry stay.
  await page.getByRole('button', { name: 'Modifier la fiche' }).click();
  await page.getByRole('dialog').getByText('Dommages graves', { exact: true }).click();
  await reviewShot(page, 'yard-sheet-modal-1024');
  await page.getByRole('button', { name: 'Enregistrer la fiche' }).click();
  await expect(sheet).toHaveText(
    'État général : Dommages graves. Signée par le gardien, le propriétaire, l’agent.',
  );
});

test('the lot lists the vehicles with what they owe, and the plan shows who occupies each place', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const plate = uniquePlate('LOT');
  const place = await yardApi(request, 'depanneur', '/places', {
    rowLabel: 'E2E',
    placeLabel: plate.slice(-5),
  });
  await yardApi(request, 'operateur', '/entries', yardCar(plate, place.id));
  await signIn(page, 'operateur');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Fourrière' })
    .click();
  await expect(page.getByText('Véhicules présents')).toBeVisible();
  await reviewShot(page, 'yard-lot-1024', true);
  await page.getByRole('textbox', { name: /^Immatriculation/ }).fill(plate);
  const row = page.getByRole('row').filter({ hasText: plate });
  await expect(row).toContainText('Mise en demeure à envoyer');
  await expect(row).toContainText('141,15');
  await page.getByRole('tab', { name: 'Plan du parc' }).click();
  await expect(page.getByRole('link').filter({ hasText: plate })).toContainText(`E2E-${plate.slice(-5)}`);
  await reviewShot(page, 'yard-plan-1024', true);
});

test('a release shows the fees line by line, is refused unpaid, then is invoiced, paid and prints its slip', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const plate = uniquePlate('RES');
  const entry = await yardApi(request, 'operateur', '/entries', yardCar(plate));
  await openSignedIn(page, 'operateur', `/fourriere/${entry.id}`);
  const fees = page.getByRole('table', { name: 'Frais' });
  await expect(fees).toContainText('Enlèvement');
  await expect(fees).toContainText('2 j');
  await page.getByRole('textbox', { name: /^N° de la pièce/ }).fill('170675123456');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Paul Durand');
  await page.getByLabel('Certificat d’immatriculation vérifié').check();
  await page.getByLabel('Attestation d’assurance vérifiée').check();
  await page.getByLabel('Mainlevée vérifiée').check();
  await page.getByRole('textbox', { name: /^Adresse de facturation/ }).fill('12 rue des Lilas, 69003 Lyon');
  await page.getByRole('button', { name: 'Restituer' }).click();
  await expect(page.getByRole('dialog')).toContainText('ne sont pas payés');
  await page.getByRole('dialog').getByRole('button').first().click();
  await page.getByLabel('Paiement').click();
  await page.getByRole('option', { name: 'Carte bancaire' }).click();
  await page.getByRole('button', { name: 'Restituer' }).click();
  await expect(page.getByText('Restitué', { exact: true })).toBeVisible();
  // The invoice issued to the person, paid through the payments module.
  await expect(page.getByText(/· payée 141,1\d\s€/)).toBeVisible();
  await reviewShot(page, 'yard-released-1024', true);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Bon de sortie (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`restitution-${plate}.pdf`);
});
