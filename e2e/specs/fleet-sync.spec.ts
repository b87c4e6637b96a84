import { expect, test } from '../support/test.ts';
import { signIn } from '../support/app.ts';
import { fleetApi } from '../support/fleet.ts';
import { expectToast } from '../support/folders.ts';

// 'moreau' (Dépannage Moreau Provence) is used by no other journey: its fleet is this one's.
const LOGIN = 'moreau';

test('Mes véhicules lists the fleet, searches it, and synchronises it with Webfleet', async ({
  page,
  request,
}) => {
  // Two synchronisations and a server-side search, each waiting on the server: a long journey on 2 loaded cores.
  test.slow();
  const fleet = await fleetApi(request, LOGIN);
  const current = await fleet.trucks();
  // Webfleet has every truck as it is, plus one the operator has just added there.
  await fleet.setWebfleetVehicles([
    ...current.map((t) => ({ objectNo: t.ttwId!, name: t.name, licensePlate: t.licensePlate })),
    { objectNo: 'WF-E2E-1', name: 'Grue 07 - Scania P', licensePlate: 'GP-707-MR' },
  ]);

  await signIn(page, LOGIN);
  // Sign-in lands on the folders first: leave from there, not during its redirect.
  await expect(page).toHaveURL(/\/folders$/);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Mes véhicules' })
    .click();
  await expect(page).toHaveURL(/\/fleet$/);
  // The fleet's table (the folder list may still show while the screen's code loads).
  const table = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Identifiant Webfleet' }) });
  const first = current[0]!;
  const row = table.getByRole('row').filter({ hasText: first.name });
  await expect(row).toContainText(first.licensePlate!);
  await expect(row).toContainText(first.ttwId!);
  await expect(row).toContainText('Oui');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(table.getByRole('row').filter({ hasText: 'Grue 07' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Synchroniser' }).click();
  await expectToast(page, 'Mise à jour réussie', '1 véhicule mis à jour');
  await expect(table.getByRole('row').filter({ hasText: 'Grue 07 - Scania P' })).toContainText('GP-707-MR');

  await page.getByRole('button', { name: 'Synchroniser' }).click();
  await expectToast(page, 'Liste à jour !', 'Aucun véhicule modifié.');

  // The server searches: by plate without its dashes.
  await page.getByLabel('Rechercher').fill('gp707');
  await expect(page).toHaveURL(/text=gp707/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Grue 07 - Scania P');
});
