import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';

/** The chunks the list's first screen does without (issue 12, point 26). */
const LATER = /\/assets\/(new-folder-modal|folder-action-modals|leaflet)-[^/]*\.js$/;

test('the list shows its rows without the code of its modals, and the lazily loaded parts work', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  // The page notes when the first row appears: timings come from the browser, not from this
  // test's polling, which a loaded machine can delay past the idle prefetch.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="folder-state"]')) return;
      (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });

  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await expect(page.getByTestId('folder-state').first()).toBeVisible();
  const fetchedBeforeRows = await page.evaluate(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= (window as unknown as { firstRowAt: number }).firstRowAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => new RegExp(pattern).test(path)),
    LATER.source,
  );
  expect(fetchedBeforeRows).toEqual([]);

  // The date-range picker, in its own chunk: a shortcut filters the list.
  await page.getByRole('button', { name: 'Période' }).click();
  await page.getByRole('button', { name: 'Ce mois' }).click();
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText(/^Dossiers 1 à \d+ sur \d+$/)).toBeVisible();

  // The new-folder form, in its own chunk, with its own date picker.
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Date de la mission' })).not.toHaveText('');
  await modal.getByRole('button', { name: 'Date de la mission' }).click();
  await expect(
    page
      .getByRole('dialog')
      .filter({ has: page.getByRole('table') })
      .first(),
  ).toBeVisible();
  expect(fetched.some((path) => /\/assets\/new-folder-modal-[^/]*\.js$/.test(path))).toBe(true);
});
