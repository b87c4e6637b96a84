import { expect, test, type Page } from '../support/test.ts';
import { requestToken, signIn } from '../support/app.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

const shot = async (page: Page, name: string) => {
  if (!takingShots) return;
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS_DIR}/e-invoicing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('« Factures reçues »: a duplicate refused with an official reason, the original approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'depanneur');
  await expect(page).toHaveURL('/folders');
  await page.goto('/factures/recues');
  const rows = page.getByRole('row').filter({ hasText: 'ST-0456' });
  await expect(rows).toHaveCount(2);
  const duplicate = rows.filter({ hasText: 'Doublon' });
  await expect(page.getByRole('row').filter({ hasText: 'PA-88412' })).toContainText('Refusée');
  await shot(page, 'recues');

  await duplicate.getByRole('button', { name: 'Refuser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuser la facture ST-0456' });
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog.getByText('Choisissez le motif du refus dans la liste officielle')).toBeVisible();
  await dialog.getByLabel('Motif du refus').click();
  await page.getByRole('option', { name: 'Facture en doublon' }).click();
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(duplicate).toContainText('Refusée');
  await expect(duplicate.getByRole('button', { name: 'Approuver' })).toBeDisabled();

  const original = rows.filter({ hasNotText: 'Doublon' });
  await original.getByRole('button', { name: 'Approuver' }).click();
  await expect(original).toContainText('Approuvée');
});

test('the « Plateforme agréée » tab tests the connection to the demo platform', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'depanneur');
  await expect(page).toHaveURL('/folders');
  await page.goto('/settings/connectors');
  await page.getByRole('tab', { name: 'Plateforme agréée' }).click();
  const form = page.getByRole('form', { name: 'Plateforme agréée' });
  await expect(form.getByLabel('Adresse du service de flux (Flow Service)')).toHaveValue(/flow-service$/);
  await form.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(form.getByRole('alert')).toContainText('Connexion réussie à la plateforme agréée');
  await form.getByLabel('Jeton d’accès').fill('pas-le-bon');
  await form.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(form.getByRole('alert')).toContainText('a refusé le jeton d’accès');
  await shot(page, 'connecteur');
});

test('an invoice’s platform history takes the buyer’s answer live; « E-reporting » lists the periods', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'depanneur');
  await expect(page).toHaveURL('/folders');
  const { access_token: token } = await requestToken(request, 'depanneur');
  const headers = { Authorization: `Bearer ${token}` };
  const disputed = await request.get('/api/factures?platformStatus=207&limit=10', { headers });
  const invoiceId = ((await disputed.json()) as { rows: Array<{ id: number }> }).rows[0]!.id;
  await page.goto(`/factures/${invoiceId}`);
  const card = page.getByRole('region', { name: 'Plateforme agréée' });
  await expect(card.getByTestId('platform-status')).toHaveText('En litige');

  // The buyer approves on the platform: the open page shows it without being reloaded.
  const answered = await request.post('/api/testing/e-invoicing/status', {
    headers,
    data: { invoiceId, code: '205' },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  await expect(card.getByTestId('platform-status')).toHaveText('Approuvée');
  await expect(card.getByText('205, reçu de la plateforme')).toBeVisible();
  await shot(page, 'historique');

  await page.goto('/factures/e-reporting');
  await expect(page.getByLabel('Rythme de transmission (régime de TVA)')).toHaveValue(/Trois fois par mois/);
  await expect(page.getByRole('row').filter({ hasText: 'Encaissements' }).first()).toBeVisible();
  await shot(page, 'e-reporting');
});
