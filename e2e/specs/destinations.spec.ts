import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, openSignedIn } from '../support/app.ts';
import { expectToast } from '../support/folders.ts';

test('an operator creates, edits and deletes a favourite destination', async ({ page }) => {
  const label = `Garage E2E ${Date.now()}`;
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/destinations');

  // Create: the label is required.
  await page.getByRole('button', { name: 'Nouveau lieu' }).click();
  const modal = page.getByRole('dialog', { name: 'Lieu favori' });
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(modal.getByText('Le libellé est obligatoire')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Libellé' }).fill(label);
  await modal.getByRole('textbox', { name: 'Société' }).fill('Carrosserie Duval');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Action réussie', 'Le lieu a bien été enregistré !');
  await expect(modal).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Carrosserie Duval');

  // Edit.
  await row.getByRole('button', { name: `Modifier ${label}` }).click();
  await expect(modal.getByRole('textbox', { name: 'Libellé' })).toHaveValue(label);
  await modal.getByRole('textbox', { name: 'Société' }).fill('Carrosserie Duval & Fils');
  await modal.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(row).toContainText('Carrosserie Duval & Fils');

  // Delete, after the confirmation.
  await row.getByRole('button', { name: `Supprimer ${label}` }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirmation de la suppression' });
  await expect(confirmation).toContainText('Êtes-vous sûr de vouloir supprimer ?');
  await confirmation.getByRole('button', { name: 'Oui' }).click();
  await expectToast(page, 'Action réalisée !', 'Le lieu a bien été supprimé !');
  await expect(row).toHaveCount(0);
});

test('a Nomad account synchronises its Nomad places, which it cannot edit', async ({ page }) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/destinations');
  // Nomad account: the synchronisation brings read-only places, without actions.
  await page.getByRole('button', { name: 'Synchroniser' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Mise à jour réussie|Liste à jour !/ }),
  ).toBeVisible();
  const nomadRow = page.getByRole('row').filter({ hasText: 'Fourrière de Lyon' });
  await expect(nomadRow).toContainText('Nomad');
  await expect(nomadRow.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Synchroniser' }).click();
  await expectToast(page, 'Liste à jour !', 'Les lieux de Nomad sont déjà tous là.');
});

test('an account not connected to Nomad has no synchronisation button', async ({ page }) => {
  await openSignedIn(page, DEMO_LOGINS.MISSION, '/destinations');
  await expect(page.getByRole('row').filter({ hasText: 'Entrepôt Lefèvre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouveau lieu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Synchroniser' })).toHaveCount(0);
});

test("an operator (role OPERATEUR) of a Nomad account synchronises neither places nor trucks: the administrators' buttons", async ({
  page,
}) => {
  await openSignedIn(page, 'operateur', '/destinations');
  await expect(page.getByRole('button', { name: 'Nouveau lieu' })).toBeVisible();
  // The account is loaded (its name under 'Mon compte') before the buttons' absence is judged.
  await expect(page.getByRole('navigation', { name: 'Mon compte' })).toContainText('Dépannage Martin & Fils');
  await expect(page.getByRole('button', { name: 'Synchroniser' })).toHaveCount(0);
  await page.goto('/fleet');
  await expect(page.getByRole('columnheader', { name: 'Identifiant Webfleet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mon compte' })).toContainText('Dépannage Martin & Fils');
  await expect(page.getByRole('button', { name: 'Synchroniser' })).toHaveCount(0);
});
