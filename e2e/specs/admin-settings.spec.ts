import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, signIn } from '../support/app.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

const shot = async (page: Page, name: string) => {
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/admin-${name}.png`, fullPage: true });
};
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' });

test('a depanneur edits its settings, sees them after a reload, and saving no change sends nothing', async ({
  page,
}) => {
  // A long journey through several screens: more than the default minute on a loaded CI machine.
  test.setTimeout(180_000);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expect(page).toHaveURL('/folders');
  await accountMenu(page).getByRole('button').first().click();
  await accountMenu(page).getByRole('link', { name: 'Compte' }).click();
  await expect(page).toHaveURL('/settings/account');
  await expect(page.getByLabel('Nom du compte')).toHaveValue('Dépannage Martin & Fils');

  const monday = page.getByLabel('Horaires SMS — Lundi');
  await monday.fill('8h-12h');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Format attendu : 08h00-12h00;14h00-20h00')).toBeVisible();

  const note = `Portail code ${Date.now() % 10000}`;
  await monday.fill('08h00-12h00;14h00-20h00');
  await page.getByLabel('Note').fill(note);
  await page.getByLabel('Expéditeur des SMS').fill('MARTIN');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont bien été enregistrées.')).toBeVisible();
  await shot(page, 'settings');

  await page.reload();
  await expect(page.getByLabel('Note')).toHaveValue(note);
  await expect(page.getByLabel('Horaires SMS — Lundi')).toHaveValue('08h00-12h00;14h00-20h00');
  await expect(page.getByLabel('Expéditeur des SMS')).toHaveValue('MARTIN');

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont bien été enregistrées.').first()).toBeVisible();
  expect(patches).toEqual([]);

  await accountMenu(page).getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('row', { name: /operateur/ })).toContainText('Opérateur');
  await shot(page, 'users');
});

test('an operator sees no settings entry under the account name', async ({ page }) => {
  await signIn(page, 'operateur');
  await expect(page).toHaveURL('/folders');
  await accountMenu(page).getByRole('button').first().click();
  await expect(accountMenu(page)).toContainText('Dépannage Martin & Fils');
  await expect(accountMenu(page).getByRole('link')).toHaveCount(0);
});
