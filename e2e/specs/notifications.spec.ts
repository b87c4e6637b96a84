import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/app.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

const shot = async (page: Page, name: string) => {
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/notifications-${name}.png`, fullPage: true });
};

// An account no other journey changes the notifications of.
const LOGIN = 'moreau';

test('an SMS text with placeholders shows its length once filled, and is kept after saving', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, LOGIN);
  await expect(page).toHaveURL('/folders');
  await page.goto('/settings/notifications');
  const panel = page.getByRole('tabpanel', { name: 'Dépannage' });
  const text = panel.getByRole('textbox', { name: 'SMS à la création de la mission' });
  const length = panel.getByLabel('Longueur : SMS à la création de la mission');
  await text.fill('Bonjour #VEH_NAME ');
  // 18 typed characters, #VEH_NAME counts 10 more.
  await expect(length).toHaveText('28 / 160');
  await panel.getByRole('button', { name: '#STATUS_URL' }).first().click();
  await expect(text).toHaveValue('Bonjour #VEH_NAME #STATUS_URL');
  // A tracking link weighs 20 less than its placeholder.
  await expect(length).toHaveText('19 / 160');
  await page.getByRole('switch', { name: 'À la création de la mission' }).check();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont bien été enregistrées.')).toBeVisible();
  await shot(page, 'customer-sms');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'SMS à la création de la mission' })).toHaveValue(
    'Bonjour #VEH_NAME #STATUS_URL',
  );
  await expect(page.getByRole('switch', { name: 'À la création de la mission' })).toBeChecked();
});

test('an event rule is created, edited and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, LOGIN);
  await expect(page).toHaveURL('/folders');
  await page.goto('/settings/notifications');
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const modal = page.getByRole('dialog', { name: 'Nouvelle règle' });
  await expect(modal.getByLabel('Type')).toHaveValue('Excès de vitesse');
  await expect(modal.getByText('Vitesse : 100 km/h')).toBeVisible();
  // The rule editor offers no arrival placeholders.
  await expect(modal.getByRole('button', { name: '#MINUTE' })).toHaveCount(0);
  await modal.getByLabel('Nom').fill('Vitesse autoroute');
  await modal.getByRole('slider', { name: 'Vitesse' }).press('ArrowRight');
  await modal.getByRole('slider', { name: 'Vitesse' }).press('ArrowRight');
  await expect(modal.getByText('Vitesse : 120 km/h')).toBeVisible();
  await modal.getByLabel('Téléphones à prévenir').fill('06 11 22 33 44');
  await modal.getByLabel('Téléphones à prévenir').press('Enter');
  await shot(page, 'rule-editor');
  await modal.getByRole('button', { name: 'OK' }).click();
  const row = page.getByRole('row', { name: /Vitesse autoroute/ });
  await expect(row).toContainText('Au-delà de 120 km/h');
  await expect(row).toContainText('06 11 22 33 44');

  await row.click();
  const edit = page.getByRole('dialog', { name: 'Modifier la règle' });
  await edit.getByLabel('Nom').fill('Vitesse route');
  await edit.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('row', { name: /Vitesse route/ })).toContainText('Au-delà de 120 km/h');
  await page.reload();
  await expect(page.getByRole('row', { name: /Vitesse route/ })).toBeVisible();
  await shot(page, 'rules');

  await page.getByRole('button', { name: 'Supprimer Vitesse route' }).click();
  await expect(page.getByText('Êtes-vous sûr de vouloir supprimer cette règle ?')).toBeVisible();
  await page.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText('La donnée a bien été supprimée.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Vitesse route/ })).toHaveCount(0);
});
