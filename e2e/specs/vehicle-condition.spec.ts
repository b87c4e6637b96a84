import { expect, test, type Locator, type Page } from '../support/test.ts';
import sharp from 'sharp';
import { expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';
import { reviewShot } from '../support/shots.ts';

/**
 * Issue 33: the procès-verbal of pickup on the driver's phone (390 px), offline: three marks placed
 * by taps (one with its photo), the required photos, « Départ des lieux » held until a reason is given, the signature;
 * back online, the server holds one PV, its photos once each. Then the delivery check with one new
 * damage, which the operator's folder (open in another window, 1024 px) shows in red without a reload.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' };

async function missionForTheChauffeur(request: Parameters<typeof requestToken>[0]) {
  const { access_token } = await requestToken(request, 'depanneur');
  const headers = { Authorization: `Bearer ${access_token}` };
  const account = (await (await request.get('/api/account', { headers })).json()) as { id: number };
  const users = (await (
    await request.get(`/api/accounts/${account.id}/users`, { headers })
  ).json()) as Array<{
    name: string;
    truckId: number | null;
  }>;
  const truckId = users.find((u) => u.name === 'chauffeur')!.truckId!;
  const operator = await folderApi(request, 'depanneur');
  const folder = await operator.create({ state: 'ACCEPTED', missionState: 'MISSION_STARTED', truck: true });
  const missionId = folder.missionIntervention!.id;
  await request.post(`/api/testing/missions/${missionId}/date`, {
    headers,
    data: { missionDateTime: new Date().toISOString(), truckId },
  });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  for (const [i, step] of ['received', 'accepted', 'started', 'arrivedAtDestination'].entries())
    await operator.driverStep(missionId, step, minutesAgo(20 - i));
  return { operator, folder, missionId, headers };
}

async function sign(page: Page, name: string) {
  await page.getByLabel('Nom du signataire').fill(name);
  await page.getByTestId('signature').scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('signature').boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 60],
    [140, 140],
    [220, 50],
    [300, 130],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
}

/** Gloved fingers: every target of the PV at least 48 px high. */
async function expectGloveSized(target: Locator) {
  for (const element of await target.all())
    expect((await element.boundingBox())!.height).toBeGreaterThanOrEqual(48);
}

async function placeMark(page: Page, x: number, y: number, kind: string) {
  await page.getByTestId('damage-view-top').click({ position: { x, y } });
  const dialog = page.getByRole('dialog', { name: 'Nouveau dommage' });
  await expectGloveSized(dialog.getByRole('radio'));
  await expectGloveSized(dialog.getByRole('button', { name: /Ajouter|Annuler/ }));
  await dialog.getByRole('radio', { name: kind }).click();
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the PV at 390 px: three tapped marks, required photos or a reason, a signature, offline then online, once; the delivery check seen live', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { operator, folder, missionId, headers } = await missionForTheChauffeur(request);
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto('/chauffeur');
  await page.getByLabel('Identifiant').fill('chauffeur');
  await page.getByLabel('Mot de passe').fill('chauffeur');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByTestId(`mission-${missionId}`).getByRole('button', { name: 'Ouvrir la mission' }).click();
  await expect(page.getByRole('button', { name: '✓ Arrivé sur place' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Départ des lieux', exact: true })).toBeDisabled();

  await page.getByRole('tab', { name: 'PV' }).click();
  // The PV screen loads the account's required photos before the network goes.
  await expect(page.getByTestId('photo-slot-plaque')).toBeVisible();
  await phone.setOffline(true);
  await page.getByLabel('Immatriculation').fill('AB-123-CD');
  await page.getByLabel('Kilométrage').fill('84210');
  await placeMark(page, 60, 90, 'Rayure');
  await placeMark(page, 120, 200, 'Enfoncement');
  await placeMark(page, 80, 300, 'Bris');
  await expect(page.getByTestId('damage-mark-list').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('damage-view-top').getByTestId('damage-mark')).toHaveCount(3);

  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#58a' } })
    .jpeg()
    .toBuffer();
  for (const slot of ['plaque', 'compteur']) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId(`photo-slot-${slot}`).click();
    await (await chooser).setFiles({ name: `${slot}.jpg`, mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByTestId(`photo-slot-${slot}`)).toContainText('✓');
  }
  // The second damage's own photo (« an optional photo each »), queued offline with the mark's id.
  const markChooser = page.waitForEvent('filechooser');
  await page.getByTestId('mark-photo-2').click();
  await (await markChooser).setFiles({ name: 'rayure.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByTestId('mark-photo-2')).toContainText('✓');
  await expect(page.getByTestId('mark-photo-1')).not.toContainText('✓');
  await reviewShot(page.getByTestId('damage-mark-list'), 'pv-mark-photo-390');
  await sign(page, 'Lucie Testeur');
  await expectGloveSized(page.getByTestId(/^(photo-slot|mark-photo)-/));
  await expectGloveSized(page.getByRole('button', { name: 'Valider le procès-verbal' }));
  await page.getByRole('button', { name: 'Valider le procès-verbal' }).click();
  await expect(page.getByTestId('pv-queued')).toBeVisible();

  // Four photos still missing and no reason: « Départ des lieux » stays disabled.
  await page.getByRole('tab', { name: 'Étapes' }).click();
  await expect(page.getByTestId('pv-required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Départ des lieux', exact: true })).toBeDisabled();
  await page.getByRole('tab', { name: 'PV' }).click();
  await page.getByRole('combobox', { name: 'Photos manquantes : pourquoi ?' }).fill('Nuit, pas de lumière');
  await page.getByRole('button', { name: 'Valider le procès-verbal' }).click();
  await page.getByRole('tab', { name: 'Étapes' }).click();
  await page.getByRole('button', { name: 'Départ des lieux', exact: true }).click();
  await expect(page.getByRole('button', { name: '✓ Départ des lieux' })).toBeVisible();

  await phone.setOffline(false);
  await expect(page.getByTestId('pending-actions')).toBeHidden({ timeout: 60_000 });
  const condition = (await (
    await request.get(`/api/folders/${folder.id}/vehicleCondition`, { headers })
  ).json()) as Array<{
    pickup: {
      diagram: { marks: Array<{ photoId: number | null }> };
      photosSkippedReason: string;
      signerName: string;
    };
    photos: { pickup: unknown[] };
  }>;
  expect(condition).toHaveLength(1);
  expect(condition[0]!.pickup).toMatchObject({
    photosSkippedReason: 'Nuit, pas de lumière',
    signerName: 'Lucie Testeur',
  });
  expect(condition[0]!.pickup.diagram.marks.map((m) => m.photoId !== null)).toEqual([false, true, false]);
  expect(condition[0]!.photos.pickup).toHaveLength(2);
  const done = await operator.get(folder.id);
  expect(done.missionIntervention!.steps.departureFromDestination).toBeDefined();
  // Two slots and one damage: three photos, none doubled by the replays.
  expect(done.documents.filter((d) => d.filename.startsWith('Photo – '))).toHaveLength(3);

  // The operator opens the folder's « Rapport » at 1024 px: the pickup PV, nothing flagged yet.
  const office = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'fr-FR' });
  const desk = await office.newPage();
  await signIn(desk, 'depanneur');
  await expectSignedIn(desk);
  await desk.goto(`/folders/${folder.id}`);
  await desk.getByRole('tab', { name: 'Rapport' }).click();
  await expect(desk.getByTestId('condition-pickup')).toBeVisible();
  await expect(desk.getByTestId('damage-reported')).toHaveCount(0);
  await expect(desk.getByTestId('condition-pickup').getByTestId('mark-photo-2').locator('img')).toBeVisible();

  // The delivery check on the phone: the pickup's three marks, one more, the receiver signs.
  await page.getByRole('tab', { name: 'PV' }).click();
  await expect(page.getByRole('heading', { name: 'Contrôle à la livraison' })).toBeVisible();
  await expect(page.getByTestId('damage-view-top').getByTestId('damage-mark')).toHaveCount(3);
  await expect(page.getByTestId('mark-photo-2')).toContainText('✓');
  await placeMark(page, 150, 120, 'Enfoncement');
  await expect(page.getByTestId('damage-view-top').locator('[data-new="true"]')).toHaveCount(1);
  await sign(page, 'Garage Martin');
  await page.getByRole('button', { name: 'Valider le procès-verbal' }).click();

  // Live, without a reload: the red badge and the one new mark drawn red on the delivery diagram.
  await expect(desk.getByTestId('damage-reported')).toBeVisible({ timeout: 20_000 });
  const delivery = desk.getByTestId('condition-delivery');
  await expect(delivery.locator('[data-new="true"]')).toHaveCount(1);
  await expect(delivery.getByTestId('damage-mark')).toHaveCount(4);
  await reviewShot(page, 'pv-delivery-390', true);
  await reviewShot(desk.getByTestId('vehicle-condition'), 'pv-operator-1024');
  await office.close();
  await phone.close();
});
