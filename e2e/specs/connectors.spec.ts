import { expect, test, type Page } from '../support/test.ts';
import { signIn } from '../support/app.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

const shot = async (page: Page, name: string) => {
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/connectors-${name}.png`, fullPage: true });
};

// The demo's loopback Webfleet lets in only these (apps/server/src/adapters/demo-connector-fakes.ts).
const WEBFLEET = { customer: 'demo', user: 'plateau', password: 'webfleet-demo' };

test('an administrator configures Webfleet, tests it, and the stored password stays masked and usable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'bernard');
  await expect(page).toHaveURL('/folders');
  await page.goto('/settings/connectors');
  const form = page.getByRole('form', { name: 'Connecteur Webfleet' });
  await expect(form.getByText('Période de synchronisation : 60 s')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Nomad' })).toBeVisible();

  await form.getByLabel('Client (compte Webfleet)').fill(WEBFLEET.customer);
  await form.getByLabel('Utilisateur', { exact: true }).fill(WEBFLEET.user);
  await form.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
  await form.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(form.getByRole('alert')).toContainText('Identifiants non valides');

  await form.getByLabel('Mot de passe', { exact: true }).fill(WEBFLEET.password);
  await form.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(form.getByRole('alert')).toContainText('Connexion réussie');
  // The server runs the built-in fake (no WEBFLEET_URL): a demonstration, not the real Webfleet.
  await expect(form.getByRole('alert')).toContainText('Démonstration');

  await form.getByLabel('Actif').check();
  await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos informations ont bien été enregistrées.')).toBeVisible();
  await shot(page, 'webfleet');

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Connecteur Webfleet' });
  await expect(reloaded.getByLabel('Client (compte Webfleet)')).toHaveValue(WEBFLEET.customer);
  await expect(reloaded.getByLabel('Actif')).toBeChecked();
  const password = reloaded.getByLabel('Mot de passe', { exact: true });
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('placeholder', '••••••••');
  // Empty keeps the stored password: the test uses it.
  await reloaded.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(reloaded.getByRole('alert')).toContainText('Connexion réussie');
});
