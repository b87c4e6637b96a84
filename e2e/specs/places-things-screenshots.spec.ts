import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn, signIn } from '../support/app.ts';
import { SHOTS_DIR } from '../support/shots.ts';

/** Review aid (SHOTS=1): the destinations and things screens, to .tmp/shots. */
const shot = (name: string) => `${SHOTS_DIR}/places-things-${name}.png`;

test('destinations and things screens', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/destinations');
  await expect(page.getByRole('row').filter({ hasText: 'Dépôt Martin' })).toBeVisible();
  await page.screenshot({ path: shot('destinations') });
  await page.getByRole('button', { name: 'Modifier Garage Peugeot Vénissieux' }).click();
  await expect(page.getByRole('dialog', { name: 'Lieu favori' })).toBeVisible();
  await page.screenshot({ path: shot('destination-modal') });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await openSignedIn(page, DEMO_LOGINS.SUPERVISOR, '/things');
  await expect(page.getByRole('row').filter({ hasText: 'Traceur en stock 2' })).toBeVisible();
  await page.screenshot({ path: shot('things-supervisor') });
  await page.getByRole('button', { name: 'Modifier Traceur en stock 2' }).click();
  await expect(page.getByRole('dialog', { name: 'Mon objet' })).toBeVisible();
  await page.screenshot({ path: shot('thing-modal') });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await signIn(page, DEMO_LOGINS.IOT);
  await expect(page).toHaveURL(/\/things/);
  await expect(page.getByRole('row').filter({ hasText: 'Remorque 12' })).toBeVisible();
  await page.screenshot({ path: shot('things-iot') });
});
