import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: SHOTS=1 saves the customer and accounting screens under .tmp/shots.
test.use({ viewport: { width: 1440, height: 900 } });

test('customers and accounting screens', async ({ page }) => {
  test.slow();
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/customers');
  await expect(page.getByRole('row').filter({ hasText: 'Garage Renault Vaise' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/customers-accounting-list.png` });
  await page.getByRole('row').filter({ hasText: 'Garage Renault Vaise' }).click();
  await expect(page.getByRole('region', { name: 'Comptabilité' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/customers-accounting-form.png`, fullPage: true });
  await page.goto('/settings/accounting');
  await page.getByRole('tab', { name: 'TVA' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'TVA 20 %' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/customers-accounting-tva.png` });
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Nouveau' }).click();
  await page.getByRole('dialog', { name: 'Article' }).getByLabel('Montant HT (€)').fill('100');
  await page.screenshot({ path: `${SHOTS_DIR}/customers-accounting-article.png` });
});
