import { expect, test } from '@playwright/test';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { choose, folderApi } from '../support/folders.ts';

test('the folder list keeps its filters and page in the address, and counts down to its next refresh', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const closed = (await api.list()).filter((folder) => folder.folderState === 'CLOSED');

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await expect(page.getByText(/^Rafraîchissement automatique dans 0min \d+s$/)).toBeVisible();
  await expect(page.getByText(/^Dossiers 1 à 10 sur \d+$/)).toBeVisible();

  await choose(page, 'État du dossier', 'Clôturé');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/folders?folderState=CLOSED');
  await expect(page.getByTestId('folder-state')).toHaveCount(closed.length);
  await page.reload();
  await expect(page.getByTestId('folder-state')).toHaveCount(closed.length);
  await expect(page.getByTestId('folder-state').first()).toHaveText('Clôturé');

  await page.goto('/folders?size=25&page=2');
  await expect(page.getByText(/^Dossiers 26 à \d+ sur \d+$/)).toBeVisible();

  await page.goto('/folders');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
});
