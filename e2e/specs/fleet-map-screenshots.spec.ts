import { expect, test } from '../support/test.ts';
import { signIn } from '../support/app.ts';
import { fleetApi } from '../support/fleet.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: `SHOTS=1 npx playwright test specs/fleet-map-screenshots.spec.ts` saves the
// vehicle map with 2,000 trucks (clustered) and 'Mes véhicules' under SHOTS_DIR (default .tmp/shots).
// 'bernard' is used by no other journey. Tiles cannot load without internet: the background is grey.
test.use({ viewport: { width: 1440, height: 900 } });
const dir = SHOTS_DIR;

test('the vehicle map with 2,000 trucks, and Mes véhicules', async ({ page, request }) => {
  test.slow();
  const fleet = await fleetApi(request, 'bernard');
  await fleet.createTrucks(
    Array.from({ length: 2000 }, (_, i) => ({
      name: `Camion ${String(i + 1).padStart(4, '0')}`,
      licensePlate: `BM-${String(i).padStart(3, '0')}-FR`,
      latitude: 43 + ((i * 7919) % 5000) / 1000,
      longitude: -1 + ((i * 104_729) % 8000) / 1000,
    })),
  );
  await signIn(page, 'bernard');
  await expect(page).toHaveURL(/\/folders$/);
  await page.goto('/map');
  const clusters = page.locator('.marker-cluster');
  await expect(clusters.first()).toBeVisible({ timeout: 90_000 });
  // Clustered: far fewer icons on screen than trucks.
  expect(await page.locator('.leaflet-marker-icon').count()).toBeLessThan(300);
  await page.screenshot({ path: `${dir}/fleet-map-2000.png` });
  const started = Date.now();
  await clusters.first().click();
  await page.waitForTimeout(800);
  console.log(`zoom into a cluster: ${Date.now() - started} ms`);
  await page.screenshot({ path: `${dir}/fleet-map-zoomed.png` });
  const truck = page.locator('.plateau-truck-marker').first();
  if (await truck.isVisible()) {
    await truck.click();
    await expect(page.locator('.leaflet-popup-content')).toBeVisible();
    await page.screenshot({ path: `${dir}/fleet-map-popup.png` });
  }
  await page.goto('/fleet');
  await expect(page.getByRole('columnheader', { name: 'Identifiant Webfleet' })).toBeVisible();
  await page.screenshot({ path: `${dir}/fleet-vehicles.png` });
});
