import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { choose, folderApi } from '../support/folders.ts';

test('the folder list keeps its filters and page in the address, and counts down to its next refresh', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  await api.create({ state: 'CLOSED' });

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await expect(page.getByText(/^Rafraîchissement automatique dans 0 min \d+ s$/)).toBeVisible();
  await expect(page.getByText(/^Dossiers 1 à 10 sur \d+$/)).toBeVisible();

  await choose(page, 'État du dossier', 'Clôturé');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/folders?folderState=CLOSED');
  // Other tests close folders meanwhile: every row shown is closed, whatever their number.
  const closedRows = async () => {
    const states = page.getByTestId('folder-state');
    await expect(states.first()).toHaveText('Clôturé');
    expect(await states.allTextContents()).toEqual(Array((await states.count()) as number).fill('Clôturé'));
  };
  await closedRows();
  await page.reload();
  await closedRows();

  await page.goto('/folders?size=25&page=2');
  await expect(page.getByText(/^Dossiers 26 à \d+ sur \d+$/)).toBeVisible();

  await page.goto('/folders');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/folders\/\d+$/);
  await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
});

test('the table is drawn before the filter bar, whose placeholder holds its place: nothing moves when the filters come', async ({
  page,
}) => {
  // At the first commit showing the table (a mutation observer runs right after it), what else is there.
  await page.addInitScript(() => {
    const w = window as unknown as { firstTable?: { placeholder: boolean; filters: boolean; top: number } };
    new MutationObserver(() => {
      const table = document.querySelector('main table');
      if (w.firstTable || !table) return;
      w.firstTable = {
        placeholder: document.querySelector('[data-testid="folder-filters-placeholder"]') !== null,
        filters:
          document.querySelector('main input[placeholder="N°, immatriculation, client, ville"]') !== null,
        top: table.getBoundingClientRect().top,
      };
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expect(page.getByTestId('folder-state').first()).toBeVisible();
  await expect(page.getByLabel('Recherche')).toBeVisible();
  await expect(page.getByTestId('folder-filters-placeholder')).toHaveCount(0);
  const first = await page.evaluate(
    () =>
      (window as unknown as { firstTable?: { placeholder: boolean; filters: boolean; top: number } })
        .firstTable,
  );
  expect(first).toMatchObject({ placeholder: true, filters: false });
  const top = await page
    .locator('main table')
    .first()
    .evaluate((table) => table.getBoundingClientRect().top);
  expect(Math.abs(top - first!.top)).toBeLessThan(1);
});
