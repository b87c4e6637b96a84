import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: `SHOTS=1 npm test -w @plateau/e2e -- folders-workflow-screenshots` saves
// the Flux de travail tab (with an event's modal) and the Statistiques tab under .tmp/shots.
test.use({ viewport: { width: 1440, height: 900 } });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

test('the Flux de travail and Statistiques tabs', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true });
  const missionId = folder.missionIntervention!.id;
  await api.driverStep(missionId, 'received', minutesAgo(62));
  await api.driverStep(missionId, 'started', minutesAgo(55), { latitude: 45.764, longitude: 4.8357 });
  await api.driverMessage(folder.id, 'Bouchons sur le périphérique, arrivée dans 20 min.');
  await api.driverStep(missionId, 'arrivedAtDestination', minutesAgo(31), {
    latitude: 45.7485,
    longitude: 4.8467,
  });
  await api.driverStep(missionId, 'departureFromDestination', minutesAgo(9));
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, `/folders/${folder.id}`);

  await page.getByRole('tab', { name: 'Flux de travail' }).click();
  await page.getByRole('row').filter({ hasText: 'Arrivée sur place' }).click();
  await expect(page.getByRole('dialog').getByTestId('event-message')).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/folders-workflow.png`, fullPage: true });
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Statistiques' }).click();
  await expect(page.getByText("Statistique d'intervention")).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/folders-statistics.png`, fullPage: true });
});
