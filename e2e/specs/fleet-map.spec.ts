import { expect, test } from '../support/test.ts';
import { signIn } from '../support/app.ts';
import { fleetApi, freshAccount } from '../support/fleet.ts';
import { folderApi } from '../support/folders.ts';

const TRUCK = 'Camion carte E2E';

test('the vehicle map shows trucks and the day’s missions, opens a folder, and follows a truck live', async ({
  page,
  request,
}) => {
  // Two folders, a truck and their dates made through the API on a loaded 2-core machine take time.
  test.slow();
  // An account of its own, which nothing else fills: this journey's truck and folders are its only ones.
  const LOGIN = await freshAccount(request, 'Dépannage Carte E2E');
  const fleet = await fleetApi(request, LOGIN);
  const folders = await folderApi(request, LOGIN);
  await fleet.createTrucks([
    { name: TRUCK, licensePlate: 'NT-044-AA', latitude: 47.2184, longitude: -1.5536 },
  ]);
  const underWay = await folders.create({ state: 'ACCEPTED', truck: true });
  const unassigned = await folders.create({ state: 'CREATED', truck: false });
  const missionOf = (folder: typeof underWay) => folder.missionIntervention!;
  // Planned now, so that they are missions of the day whenever the test runs.
  for (const folder of [underWay, unassigned]) await fleet.planMission(missionOf(folder).id, new Date());

  await signIn(page, LOGIN);
  // Sign-in lands on the folders first: leave from there, not during its redirect.
  await expect(page).toHaveURL(/\/folders$/);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Localiser' })
    .click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByText(/^Rafraîchissement automatique dans (0 min \d+ s|1 min 0 s)$/)).toBeVisible();
  const map = page.locator('.leaflet-container');
  const truckMarker = map.locator(`.leaflet-marker-icon[title="${TRUCK}"]`);
  await expect(truckMarker).toBeVisible();
  const green = map.locator(`.plateau-mission-pending[title$="${missionOf(underWay).orderNo}"]`);
  const blue = map.locator(`.plateau-mission-unassigned[title$="${missionOf(unassigned).orderNo}"]`);
  await expect(green).toHaveCount(1);
  await expect(blue).toHaveCount(1);

  // The truck's info window: its data, and the mission it holds, which opens the folder.
  await truckMarker.click();
  // A closing popup fades out while the next opens: read the one about this marker.
  const popup = map.locator('.leaflet-popup-content').filter({ hasText: TRUCK });
  await expect(popup).toContainText(TRUCK);
  await expect(popup).toContainText('Immatriculation : NT-044-AA');
  await expect(popup).toContainText('Position : Position de test');
  await expect(popup).toContainText(/Le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await popup.getByRole('link', { name: underWay.externalNumber ?? missionOf(underWay).orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/folders/${underWay.id}$`));

  // Back on the map, a position reported by the driver moves the marker, without reloading the trucks.
  await page.goBack();
  await expect(truckMarker).toBeVisible();
  const before = await truckMarker.boundingBox();
  let truckReloads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/trucks')) truckReloads += 1;
  });
  // A kilometre north: the map frames the fleet on opening (Nantes, close up), and a truck gone
  // out of the view is not drawn — the user pans to it.
  await fleet.reportPosition(missionOf(underWay).id, new Date(Date.now() + 60_000), 47.2284, -1.5536);
  await expect
    .poll(async () => {
      const box = await truckMarker.boundingBox();
      return box && before ? Math.round(box.y - before.y) : 0;
    })
    .toBeLessThan(-50);
  // The cluster layer re-adds a moved marker: a click during that may open nothing, so click again —
  // but only while no info window is open, as a click on an open one's marker closes it.
  await expect(async () => {
    if (!(await popup.last().isVisible())) await truckMarker.click();
    await expect(popup.last()).toContainText(`Position : En mission ${missionOf(underWay).orderNo}`, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 60_000 });
  expect(truckReloads).toBe(0);

  // A mission's marker opens its folder too — from the keyboard (a marker is a focusable button):
  // both missions stand at the same demo address, so the other marker may cover this one for a mouse.
  await blue.press('Enter');
  const missionPopup = map.locator('.leaflet-popup-content').filter({ hasText: 'Mission non affectée' });
  await expect(missionPopup).toContainText(missionOf(unassigned).orderNo);
  await missionPopup.getByRole('link', { name: /Ouvrir le dossier/ }).click();
  await expect(page).toHaveURL(new RegExp(`/folders/${unassigned.id}$`));
});
