import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { fleetApi } from '../support/fleet.ts';
import { folderApi } from '../support/folders.ts';
import { trackingApi } from '../support/tracking.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

// 'moreau' (Dépannage Moreau Provence): the customer follows one of its trucks.
const LOGIN = 'moreau';
const OPERATOR = 'Dépannage Moreau Provence';
const PHONE = { width: 390, height: 844 };
const shots = takingShots ? SHOTS_DIR : null;

/** Every call the page makes to the API (it must call only the public tracking call). */
function apiCallsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api|oauth)\//.test(url.pathname)) calls.push(url.pathname);
  });
  return calls;
}

test('the customer follows the truck on a phone, without signing in', async ({ browser, request }) => {
  // A folder, a truck, steps and positions made through the API on a loaded 2-core machine, then a 15 s poll.
  test.slow();
  const folders = await folderApi(request, LOGIN);
  const fleet = await fleetApi(request, LOGIN);
  const tracking = await trackingApi(request, LOGIN);
  const folder = await folders.create({ state: 'ACCEPTED', truck: true, missionState: 'MISSION_STARTED' });
  const mission = folder.missionIntervention!;
  const meeting = { latitude: folder.customerPlace!.latitude!, longitude: folder.customerPlace!.longitude! };
  await tracking.restartSteps(mission.id);
  const now = Date.now();
  await folders.driverStep(mission.id, 'accepted', new Date(now - 120_000));
  await folders.driverStep(mission.id, 'started', new Date(now - 60_000));
  // About 11 km north of the customer.
  await fleet.reportPosition(mission.id, new Date(now + 60_000), meeting.latitude + 0.1, meeting.longitude);
  const link = await tracking.linkPath(mission.id);
  expect(link).toMatch(/^\/suivi\/[A-Za-z0-9_-]{43}$/);

  // A phone that has never signed in.
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const calls = apiCallsOf(page);
  await page.goto(link);
  await expect(page.getByRole('banner')).toContainText(OPERATOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Dépanneur en route' })).toBeVisible();
  await expect(page.getByTestId('tracking-eta')).toHaveText(
    /^Arrivée estimée vers \d{2}:\d{2} — à\s1[2-6]\skm$/,
  );
  await expect(page.getByTestId('tracking-position-time')).toHaveText(
    /^Dernière position du dépanneur : \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );
  // The steps: those done, and the current one.
  const steps = page.getByRole('region', { name: 'Étapes' });
  await expect(steps).toContainText('Dépanneur missionné');
  await expect(steps.locator('[aria-current="step"]')).toContainText('Dépanneur en route');
  const map = page.getByRole('region', { name: 'Carte' });
  const truck = map.locator('.plateau-tracking-truck');
  await expect(truck).toBeVisible();
  await expect(map.locator('.plateau-tracking-meeting-point')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Dépanneuse' })).toBeVisible();
  await expect(page).toHaveURL(link);
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/tracking-phone.png`, fullPage: true });

  // The driver comes closer: at the next poll the marker moves and the estimate shrinks.
  const before = await truck.boundingBox();
  await fleet.reportPosition(mission.id, new Date(now + 120_000), meeting.latitude + 0.03, meeting.longitude);
  await expect(page.getByTestId('tracking-eta')).toHaveText(/— à\s[3-5](,\d)?\skm$/, { timeout: 40_000 });
  const after = await truck.boundingBox();
  expect(before && after && Math.abs(after.y - before.y) + Math.abs(after.x - before.x)).toBeGreaterThan(5);

  // Nothing but the public call, and no sign-in page on the way.
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(calls.every((path) => path === `/api/public/tracking/${link.split('/').pop()}`)).toBe(true);
  await expect(page).toHaveURL(link);

  // The same page on a desktop.
  if (shots) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(truck).toBeVisible();
    await page.screenshot({ path: `${shots}/tracking-desktop.png` });
  }
  await context.close();
});

test('an unknown or malformed link shows a kind French page, not the sign-in', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const link of [`/suivi/${'A'.repeat(43)}`, '/suivi/pas-un-lien']) {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: "Ce lien de suivi n'est plus valide." }),
    ).toBeVisible();
    await expect(
      page.getByText('Le suivi s’arrête 24 heures après la fin de l’intervention.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(link);
  }
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/tracking-invalid-phone.png` });
  await context.close();
});
