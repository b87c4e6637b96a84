import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// A review aid (SHOTS=1 only): the dashboard on the demo data, as the reviewer opens it.
test('dashboard screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/dashboard');
  await expect(page.getByText(/Éléments 1 à \d+ - total : \d+/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/stats-by-truck.png`, fullPage: true });
  await page.getByText('Par assisteur').click();
  await expect(page.getByRole('row').filter({ hasText: 'AXA Assistance' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/stats-by-provider.png`, fullPage: true });
});
