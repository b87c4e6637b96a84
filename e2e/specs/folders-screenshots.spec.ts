import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi, openListOn } from '../support/folders.ts';
import { SHOTS_DIR } from '../support/shots.ts';

// Review aid, not a check: `SHOTS=1 npm test -w @plateau/e2e -- folders-screenshots` saves the folder screens under .tmp/shots.
// Without SHOTS=1, playwright.config.ts leaves the screenshot specs out of the run (they never skip).
test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(90_000);

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS_DIR}/folders-${name}.png`, fullPage });
};

test('folder list and its modals', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  await expect(page.getByTestId('folder-state').first()).toBeVisible();
  await shot(page, 'list');

  const modals = [
    { name: 'accept', button: 'Accepter', state: 'WAITING' },
    { name: 'refuse', button: 'Refuser', state: 'CREATED' },
    { name: 'cancel', button: 'Annuler', state: 'ACCEPTED' },
    { name: 'accept-cancellation', button: "Accepter l'annulation", state: 'CANCEL_PROPOSAL' },
  ] as const;
  for (const { name, button, state } of modals) {
    const folder = await api.create({
      state,
      origin: 'NOMAD',
      typologie: 'IMMEDIATE',
      cancellable: true,
      confirmationRequise: false,
    });
    const row = await openListOn(page, folder);
    await row.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    if (name === 'accept') {
      const delay = page.getByRole('dialog').getByRole('combobox').nth(0);
      await delay.fill('03:00');
      await delay.press('Tab');
    }
    await shot(page, `modal-${name}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler', exact: true }).click();
  }

  const withTruck = await api.create({ state: 'ACCEPTED', truck: true });
  const row = await openListOn(page, withTruck);
  await row.getByRole('button', { name: 'Envoyer un message au véhicule' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(1000);
  await shot(page, 'modal-truck-message');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler', exact: true }).click();

  await page.goto('/folders');
  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouveau dossier' })).toBeVisible();
  await shot(page, 'new-folder');
  await page.getByRole('dialog').getByRole('button', { name: 'Carte' }).first().click();
  await shot(page, 'new-folder-map');
});

test('folder detail', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  const confirmed = await api.create({ state: 'ACCEPTED_CONFIRMED', origin: 'NOMAD' });
  await page.goto(`/folders/${confirmed.id}`);
  await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
  await shot(page, 'detail', true);
  await page.getByRole('button', { name: 'Actions' }).click();
  await shot(page, 'detail-actions');
  await page.getByRole('menuitem', { name: 'Déplacement pour rien' }).click();
  await shot(page, 'modal-dpr');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler', exact: true }).click();

  const motorway = await api.create({ state: 'CREATED', typologie: 'AUTOROUTE' });
  await page.goto(`/folders/${motorway.id}`);
  await expect(page.getByText('Appelant', { exact: true }).first()).toBeVisible();
  await shot(page, 'detail-autoroute');
});

test('assisteur views', async ({ page, request }) => {
  const api = await folderApi(request, DEMO_LOGINS.ASSISTEUR);
  const folders = await api.list();
  await signIn(page, DEMO_LOGINS.ASSISTEUR);
  await expectSignedIn(page);
  await expect(page.getByTestId('folder-state').first()).toBeVisible();
  await shot(page, 'assisteur-list');
  await page.goto(`/folders/${folders[0]!.id}`);
  await expect(page.getByRole('tab', { name: 'Dossier' })).toBeVisible();
  await shot(page, 'assisteur-detail');
});
