import { expect, test, type Locator } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { signIn } from '../support/app.ts';
import { fleetApi } from '../support/fleet.ts';

// 'dupont' (Garage Dupont Dépannage, Bordeaux): no other journey puts trucks on its map. Its seeded
// truck stands in Mérignac; these three around Bordeaux would be one cluster at France's zoom.
const LOGIN = 'dupont';
// axe-core reads the whole page: on a shared, busy machine it needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });
const TRUCKS = [
  { name: 'Cadrage Libourne E2E', latitude: 44.915, longitude: -0.244 },
  { name: 'Cadrage Arcachon E2E', latitude: 44.6586, longitude: -1.1689 },
  { name: 'Cadrage Blaye E2E', latitude: 45.1276, longitude: -0.6623 },
];
const SEEDED = 'Dupont 1 - Renault Master';

async function inside(marker: Locator, map: Locator) {
  const box = (await marker.boundingBox())!;
  const frame = (await map.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.y).toBeGreaterThanOrEqual(frame.y);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
}

test('the vehicle map opens framed on the fleet: every truck in view, none hidden in a cluster', async ({
  page,
  request,
}) => {
  const fleet = await fleetApi(request, LOGIN);
  await fleet.createTrucks(TRUCKS);
  await signIn(page, LOGIN);
  await expect(page).toHaveURL(/\/folders$/);
  await page.goto('/map');
  const map = page.locator('.leaflet-container');
  for (const name of [SEEDED, ...TRUCKS.map((truck) => truck.name)]) {
    const marker = map.locator(`.leaflet-marker-icon[title="${name}"]`);
    await expect(marker).toBeVisible();
    await inside(marker, map);
  }
  await expect(map.locator('.marker-cluster')).toHaveCount(0);
  await expectAccessible(page);
});
