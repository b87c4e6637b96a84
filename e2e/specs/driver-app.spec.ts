import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '../support/test.ts';
import sharp from 'sharp';
import { expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

/**
 * Issue 21: a driver does a whole mission from the phone app, partly offline, and the operator's
 * folder shows each step, the positions, the photo, the message and the signed report, once each.
 */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
};
const SHOTS = '../.tmp/driver-app';

async function chauffeurLinks(request: Parameters<typeof requestToken>[0]) {
  const { access_token } = await requestToken(request, 'depanneur');
  const headers = { Authorization: `Bearer ${access_token}` };
  const account = (await (await request.get('/api/account', { headers })).json()) as { id: number };
  const users = (await (
    await request.get(`/api/accounts/${account.id}/users`, { headers })
  ).json()) as Array<{
    name: string;
    truckId: number | null;
  }>;
  return { headers, truckId: users.find((u) => u.name === 'chauffeur')!.truckId! };
}

/** Presses a step's button and waits for it to show done (as the driver sees it turn green). */
async function step(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name: `✓ ${name}` })).toBeVisible();
}

test('a driver acknowledges, drives, photographs, writes and gets a signature, partly offline; nothing doubles', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const operator = await folderApi(request, 'depanneur');
  const { headers, truckId } = await chauffeurLinks(request);
  const folder = await operator.create({
    state: 'ACCEPTED',
    origin: 'NOMAD',
    missionState: 'MISSION_STARTED',
    truck: true,
  });
  const missionId = folder.missionIntervention!.id;
  const moved = await request.post(`/api/testing/missions/${missionId}/date`, {
    headers,
    data: { missionDateTime: new Date().toISOString(), truckId },
  });
  expect(moved.ok()).toBe(true);

  const phone = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: 45.75, longitude: 4.85 },
  });
  const page = await phone.newPage();
  await page.goto('/chauffeur');
  await page.getByLabel('Identifiant').fill('chauffeur');
  await page.getByLabel('Mot de passe').fill('chauffeur');
  await page.screenshot({ path: `${SHOTS}/1-connexion.png` });
  await page.getByRole('button', { name: 'Se connecter' }).click();

  const card = page.getByTestId(`mission-${missionId}`);
  await expect(card.getByText('Envoyée')).toBeVisible();
  expect((await operator.get(folder.id)).missionIntervention!.missionStateLabel).toBe('Envoyée');
  await page.screenshot({ path: `${SHOTS}/2-mes-missions.png` });
  await card.getByRole('button', { name: 'J’ai bien reçu la mission' }).click();
  await expect(card.getByText('Reçue')).toBeVisible();
  await expect
    .poll(async () => (await operator.get(folder.id)).missionIntervention!.missionStateLabel)
    .toBe('Reçue');

  // The service worker holds the shell before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await card.getByRole('button', { name: 'Ouvrir la mission' }).click();
  await step(page, 'J’accepte la mission');
  await step(page, 'Je pars');
  await expect(page.getByRole('button', { name: '✓ Je pars' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/3-mission-etapes.png`, fullPage: true });

  // Offline: steps, a photo and a message wait on the phone, dated when they were done.
  await phone.setOffline(true);
  await phone.setGeolocation({ latitude: 45.76, longitude: 4.86 });
  await step(page, 'En route vers le client');
  await phone.setGeolocation({ latitude: 45.77, longitude: 4.87 });
  await step(page, 'Arrivé sur place');
  await page.getByRole('tab', { name: 'Photos' }).click();
  const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Prendre une photo' }).click();
  await (await chooser).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('photo-count')).toContainText("1 photo en attente d'envoi");
  await page.screenshot({ path: `${SHOTS}/4-photos-hors-ligne.png` });
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('Message au dispatcher').fill('Véhicule chargé, je repars');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('pending-actions')).toContainText("actions en attente d'envoi");
  await page.screenshot({ path: `${SHOTS}/5-messages-hors-ligne.png` });
  const offlineSteps = (await operator.get(folder.id)).missionIntervention!.steps;
  expect(offlineSteps.arrivedAtDestination).toBeUndefined();

  // The app opens without network (service worker, missions kept on the phone).
  await page.reload();
  await expect(page.getByRole('button', { name: '✓ Arrivé sur place' })).toBeVisible();

  await phone.setOffline(false);
  await expect(page.getByTestId('pending-actions')).toBeHidden({ timeout: 40_000 });
  const synced = (await operator.get(folder.id)).missionIntervention!;
  expect(Object.keys(synced.steps).sort()).toEqual(
    ['accepted', 'arrivedAtDestination', 'navigationStarted', 'received', 'started'].sort(),
  );
  expect(synced.steps.arrivedAtDestination!.latitude).toBeCloseTo(45.77, 2);

  // Issue 33: « Départ des lieux » waits for the pickup PV (here: customer absent, photos skipped with a reason).
  await page.getByRole('tab', { name: 'PV' }).click();
  await page.getByRole('combobox', { name: 'Photos manquantes : pourquoi ?' }).fill('Client absent');
  await page.getByRole('checkbox', { name: 'Client absent' }).check();
  await page.getByRole('button', { name: 'Valider le procès-verbal' }).click();
  // A step done by mistake is undone.
  await page.getByRole('tab', { name: 'Étapes' }).click();
  await page.getByRole('button', { name: 'Départ des lieux', exact: true }).click();
  await page.getByRole('button', { name: 'Annuler « Départ des lieux »' }).click();
  await expect(page.getByRole('button', { name: 'Départ des lieux', exact: true })).toBeEnabled();
  await step(page, 'Départ des lieux');

  // Issue 28 §4: « Mission terminée » pressed before the report; the report is still taken after.
  await page.getByRole('button', { name: 'Mission terminée', exact: true }).click();
  await expect(page.getByText('Le rapport n’est pas encore signé')).toBeVisible();
  await page.getByRole('button', { name: 'Oui, terminer' }).click();
  await expect(page.getByRole('button', { name: '✓ Mission terminée' })).toBeVisible();
  await expect(page.getByTestId('pending-actions')).toBeHidden({ timeout: 40_000 });
  await page.screenshot({ path: `${SHOTS}/7-mission-terminee.png`, fullPage: true });

  // The report, signed by the customer.
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await page.getByLabel('Kilomètres parcourus').fill('37');
  await page.getByLabel('Remarques').fill('Client présent, véhicule remorqué');
  await page.getByLabel('Nom du signataire').fill('Lucie Testeur');
  const pad = page.getByTestId('signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of <Array<[number, number]>>[
    [90, 60],
    [150, 140],
    [220, 50],
    [300, 130],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
  await page.screenshot({ path: `${SHOTS}/6-rapport-signature.png`, fullPage: true });
  await page.getByRole('button', { name: 'Valider le rapport' }).click();
  await expect(page.getByText('Signé par Lucie Testeur')).toBeVisible();

  await expect(page.getByTestId('pending-actions')).toBeHidden({ timeout: 40_000 });

  // The operator's folder, in another browser: each step once, the photo once, the message, the PDF.
  const done = await operator.get(folder.id);
  expect(Object.keys(done.missionIntervention!.steps)).toHaveLength(7);
  expect(done.missionIntervention!.missionState).toBe('MISSION_FINISH');
  expect(done.documents.filter((d) => d.filename.startsWith('Photo – '))).toHaveLength(1);
  expect(done.messages.filter((m) => m.message === 'Véhicule chargé, je repars')).toHaveLength(1);
  const pdf = await request.get(`/api/reports/${done.orderNo}/pdf`, { headers });
  expect(pdf.ok()).toBe(true);

  const desk = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    acceptDownloads: true,
  });
  const office = await desk.newPage();
  await signIn(office, 'depanneur');
  await expectSignedIn(office);
  await office.goto(`/folders/${folder.id}`);
  // A cold browser loads the folder screen's chunks first: on a loaded machine that alone can take 15 s.
  await expect(office.getByText(done.orderNo).first()).toBeVisible({ timeout: 45_000 });
  await office.screenshot({ path: `${SHOTS}/8-dossier-operateur.png`, fullPage: true });
  await expectOperatorSees(office, { orderNo: done.orderNo });
  await desk.close();
  await phone.close();
});

/**
 * What the operator sees of the driver's work in the folder: each step and the positions in the workflow,
 * recorded by « Application chauffeur »; the route through the phone's positions on the map; the photo once;
 * the signer's name and the signature on the technician's report PDF.
 */
async function expectOperatorSees(office: Page, { orderNo }: { orderNo: string }) {
  await office.getByRole('tab', { name: 'Flux de travail' }).click();
  const rows = office.getByRole('row');
  for (const text of [
    'Mission reçue par le chauffeur',
    'Mission acceptée par le chauffeur',
    'Départ du chauffeur',
    'Navigation démarrée',
    'Arrivée sur place',
    'Départ des lieux',
    'Mission terminée',
    'Message reçu du chauffeur',
    'Photo reçue du chauffeur',
    'Rapport du chauffeur signé par Lucie Testeur',
  ])
    await expect(
      rows.filter({ hasText: text }).filter({ hasText: 'Application chauffeur' }).first(),
    ).toBeVisible();
  await office.screenshot({ path: `${SHOTS}/9-flux-operateur.png`, fullPage: true });

  // The positions are checked on the map, not as a « Position du véhicule » event: that event is
  // written once in a while per truck, and the phone's first fix may come before this mission runs.
  // The map draws the route through the positions the phone sent (offline ones included).
  await office.getByRole('tab', { name: 'Rapport' }).click();
  // The driver's signed report, on the folder itself (issue 28 §4).
  const signed = office.getByTestId('driver-report');
  await expect(signed).toContainText('Signé par Lucie Testeur le');
  await expect(signed).toContainText('Remarques : Client présent, véhicule remorqué');
  await expect(signed.getByRole('img', { name: 'Signature de Lucie Testeur' })).toBeVisible();
  const kml = office.waitForResponse((r) => /\/api\/missions\/\d+\/kml$/.test(new URL(r.url()).pathname));
  await office.getByRole('button', { name: 'Voir le trajet' }).click();
  const route = [...(await (await kml).text()).matchAll(/<LineString>[\s\S]*?<coordinates>([^<]*)</g)]
    .flatMap((m) => m[1]!.trim().split(/\s+/))
    .map((tuple) => tuple.split(',').map(Number));
  const near = (latitude: number, longitude: number) =>
    route.some(([lon, lat]) => Math.abs(lat! - latitude) < 0.002 && Math.abs(lon! - longitude) < 0.002);
  expect(near(45.77, 4.87), JSON.stringify(route)).toBe(true);
  const map = office.getByRole('dialog', { name: /Trajet de la mission/ });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('path[stroke="#1c7ed6"]')).toBeVisible();
  await office.screenshot({ path: `${SHOTS}/10-trajet-operateur.png` });
  await office.keyboard.press('Escape');
  await expect(map).toHaveCount(0);

  await office.getByRole('tab', { name: 'Document' }).click();
  await expect(office.getByRole('img', { name: /^Miniature de Photo – Arrivée sur place – / })).toHaveCount(
    1,
  );
  const download = office.waitForEvent('download');
  await office.getByRole('button', { name: 'Télécharger le rapport du technicien' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Report-${orderNo}.pdf`);
  const path = await file.path();
  const text = execFileSync('pdftotext', ['-layout', path, '-']).toString('utf8');
  expect(text).toMatch(/Signé par\s+Lucie Testeur, le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // The drawn signature is an image of the PDF: a PNG (the photo, if printed, is a JPEG).
  const images = execFileSync('pdfimages', ['-list', path]).toString('utf8').trim().split('\n').slice(2);
  const columns = images.map((line) => line.trim().split(/\s+/));
  expect(
    columns.some((c) => c[2] === 'image' && c[8] !== 'jpeg'),
    images.join('\n'),
  ).toBe(true);
}

test('a CHAUFFEUR cannot open the back-office, and a back-office user cannot open the driver app', async ({
  page,
  browser,
}) => {
  await signIn(page, 'chauffeur');
  await expect(
    page.getByText("Un compte chauffeur n'a accès qu'à l'application chauffeur (/chauffeur)"),
  ).toBeVisible();
  const phone = await browser.newContext(PHONE);
  const app = await phone.newPage();
  await app.goto('/chauffeur');
  await app.getByLabel('Identifiant').fill('operateur');
  await app.getByLabel('Mot de passe').fill('operateur');
  await app.getByRole('button', { name: 'Se connecter' }).click();
  await expect(app.getByText("Cet accès est réservé à l'application chauffeur")).toBeVisible();
  await phone.close();
});
