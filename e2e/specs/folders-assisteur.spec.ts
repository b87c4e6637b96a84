import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

test('an assisteur reads its own folders, without any control to change them', async ({ page, request }) => {
  // The assisteur reads AXA's folders: one is made for it, whatever the demo data holds.
  await (
    await folderApi(request, DEMO_LOGINS.DEPANNEUR)
  ).create({
    state: 'REPORT',
    origin: 'NOMAD',
    provider: 'AXA_ASSISTANCE',
  });
  const api = await folderApi(request, DEMO_LOGINS.ASSISTEUR);
  const folders = await api.list();
  expect(folders.length).toBeGreaterThan(0);
  expect(folders.every((folder) => folder.assistanceProvider === 'AXA_ASSISTANCE')).toBe(true);

  await signIn(page, DEMO_LOGINS.ASSISTEUR);
  await expectSignedIn(page);
  await expect(page).toHaveURL('/folders');
  await expect(page.getByRole('combobox', { name: 'Compte prestataire' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Assisteur' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Véhicule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nouveau dossier' })).toHaveCount(0);
  const firstRow = page.getByRole('row').filter({ hasText: folders[0]!.orderNo });
  await expect(firstRow).toBeVisible();
  await expect(firstRow.getByRole('button')).toHaveCount(0);

  await firstRow.click();
  await expect(page).toHaveURL(`/folders/${folders[0]!.id}`);
  await expect(page.getByText('Véhicule à dépanner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByText('Vehicule de depannage')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText(['Dossier', 'Rapport', 'Flux de travail', 'Statistiques']);
  const colour = page
    .locator('.mantine-Card-root')
    .filter({ hasText: 'Véhicule à dépanner' })
    .getByRole('textbox', { name: 'Couleur' });
  await expect(colour).toHaveAttribute('readonly', '');
  await expect(page.getByRole('checkbox', { name: 'Roulant' }).first()).toBeDisabled();
});
