import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: `SHOTS=1 npx playwright test responsive-screenshots` saves the folder list and
// detail at 1024 px and on a 390 px phone under .tmp/shots. Without SHOTS=1 the config leaves it out.
test.setTimeout(90_000);

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/responsive-${name}.png`, fullPage });
};

for (const { width, height, name } of [
  { width: 1024, height: 768, name: '1024' },
  { width: 390, height: 844, name: '390' },
]) {
  test(`folder list and detail at ${name} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
    const folder = await api.create({ state: 'ACCEPTED', origin: 'NOMAD', truck: true });
    await signIn(page, DEMO_LOGINS.DEPANNEUR);
    await expectSignedIn(page).catch(() => undefined);
    await expect(page.getByTestId('folder-state').first()).toBeVisible();
    await shot(page, `list-${name}`, true);
    await page.goto('/folders?folderState=CREATED,ACCEPTED&from=2026-01-01&to=2026-12-31');
    await expect(page.getByTestId('folder-state').first()).toBeVisible();
    await shot(page, `list-filtered-${name}`);
    const filters = page.getByRole('button', { name: /^Filtres/ });
    if (await filters.isVisible()) {
      await filters.click();
      await expect(page.getByRole('dialog', { name: 'Filtres' })).toBeVisible();
      await shot(page, `list-filters-${name}`);
      await page.keyboard.press('Escape');
    }
    await page.goto(`/folders/${folder.id}`);
    await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
    await shot(page, `detail-${name}`);
    await page.mouse.wheel(0, 900);
    await shot(page, `detail-${name}-scrolled`);
  });
}
