import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: `SHOTS=1 npm test -w @plateau/e2e -- folders-messages-screenshots` saves
// the Message tab under .tmp/shots. Without SHOTS=1 the screenshot specs are out of the run.
test.use({ viewport: { width: 1440, height: 900 } });

test('the Message tab', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true, messagesAllowed: true });
  await api.driverMessage(folder.id, 'Je suis sur place, le client est absent.');
  await api.driverMessage(folder.id, 'Véhicule chargé, départ vers le garage.\nArrivée vers 15 h.');
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, `/folders/${folder.id}`);
  await page.getByRole('tab', { name: /Message/ }).click();
  await page
    .getByRole('textbox', { name: 'Message au chauffeur' })
    .fill('Bien reçu, merci. Le client rappelle <b>dans 10 min</b>.');
  await expect(page.getByRole('table', { name: 'Messages du dossier' }).locator('tbody tr')).toHaveCount(4);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/folders-messages.png`, fullPage: true });
});
