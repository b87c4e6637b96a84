import { expect, test, type Locator } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

/** The whole marker lies within the map's box, about its centre (the map centres on the place). */
async function markerInsideMap(map: Locator): Promise<boolean> {
  const box = await map.boundingBox();
  const pin = await map.locator('.leaflet-marker-icon').boundingBox();
  if (!box || !pin) return false;
  const inside =
    pin.x >= box.x &&
    pin.x + pin.width <= box.x + box.width &&
    pin.y >= box.y &&
    pin.y + pin.height <= box.y + box.height;
  const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height };
  const centred =
    Math.abs(tip.x - (box.x + box.width / 2)) < box.width / 4 &&
    Math.abs(tip.y - (box.y + box.height / 2)) < box.height / 4;
  return inside && centred;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

test("a folder's place map shows its marker inside the map, in view, labelled with the address", async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED' });
  // The fixture draws its customer's place from the demo's geocoded addresses.
  expect(folder.customerPlace?.latitude).not.toBeNull();
  expect(folder.customerPlace?.city).toBeTruthy();
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Carte' }).first().click();
  const map = page.getByTestId('place-map').first();
  await expect(map).toBeInViewport();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  await expect.poll(() => markerInsideMap(map)).toBe(true);
  await expect(map.locator('.leaflet-tooltip')).toContainText(folder.customerPlace!.city!);

  // Another address: the marker and its label follow it.
  const address = page.getByRole('combobox', { name: 'Adresse' }).first();
  await address.fill('12 rue de la');
  const first = page.getByRole('option').first();
  await expect(first).toHaveText(/^12 Rue de la /);
  const chosen = (await first.textContent())!;
  await first.click();
  const [street, town] = chosen.split(/ (?=\d{5} )/);
  await expect(map.locator('.leaflet-tooltip')).toHaveText(`${street}, ${town}`);
  await expect.poll(() => markerInsideMap(map)).toBe(true);
});

test('the new-folder modal opens its map in view, the marker inside it', async ({ page }) => {
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await modal.getByRole('combobox', { name: 'Adresse' }).first().fill('24 rue de la repu');
  await page.getByRole('option', { name: '24 Rue de la République 69002 Lyon' }).click();
  await modal.getByRole('button', { name: 'Carte' }).first().click();
  const map = modal.getByTestId('place-map').first();
  await expect(map.locator('.leaflet-tooltip')).toHaveText('24 Rue de la République, 69002 Lyon');
  await expect.poll(() => markerInsideMap(map)).toBe(true);
  await expect(map).toBeInViewport();
});
