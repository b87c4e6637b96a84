import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';

// The demo's busy day (demo/seed/calendar-day.ts), at a laptop's and a phone's width.
for (const width of [1024, 390]) {
  test(`the dispatch calendar of today at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/calendar');
    await expect(page.locator('[data-mission-id]').first()).toBeVisible();
    await expect(page.getByTestId('conflict-count')).toContainText('conflit');
    await page.screenshot({ path: `../.tmp/screenshots/calendar-${width}.png`, fullPage: true });
  });
}

// The week of the demo's busy day: one summary per truck and day.
for (const width of [1440, 1024, 390]) {
  test(`the dispatch calendar's week at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/calendar?view=week');
    await expect(page.locator('[data-day-summary]').first()).toBeVisible();
    await page.screenshot({ path: `../.tmp/screenshots/calendar-week-${width}.png`, fullPage: true });
  });
}
