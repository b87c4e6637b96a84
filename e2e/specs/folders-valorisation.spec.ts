import { expect, test, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, signIn } from '../support/app.ts';
import { expectAccessible } from '../support/axe.ts';
import { folderApi, expectToast } from '../support/folders.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

// axe-core reads the tab: on a shared, busy machine a journey needs more than the default.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

/** An amount as the screen writes it ('1 234,50 €', with French spaces). */
const euros = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}\\s€$`);
const amount = (page: Page, label: string, line: string) => page.getByLabel(`${label} – ${line}`);

test('the company’s three lines are filled in, one negative, the totals follow, and the proposal is sent', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'REPORT',
    origin: 'NOMAD',
    truck: true,
    valorisation: { state: 'ATTENTE_VALORISATION_PRESTATAIRE' },
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Valorisation' }).click();

  await expect(
    page.getByRole('heading', { name: 'Valorisation à proposer par le prestataire' }),
  ).toBeVisible();
  await expect(page.getByText('À valoriser', { exact: true })).toBeVisible();
  await expect(page.getByText(/Estimation initiale : 180,00\s€ TTC/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valorisation Assisteur' })).toBeVisible();

  await amount(page, 'Prix unitaire HT', 'Forfait remorquage').fill('125');
  await amount(page, 'Quantité', 'Kilomètres supplémentaires').fill('12');
  await amount(page, 'Montant HT', 'Franchise client').fill('30');

  // The lines filled in survive a look at another tab.
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await page.getByRole('tab', { name: 'Valorisation' }).click();
  await expect(amount(page, 'Quantité', 'Kilomètres supplémentaires')).toHaveValue('12');

  // 125 + 12 × 1,50 − 30 = 113 HT; 20 % VAT.
  await expect(page.getByLabel('Total HT', { exact: true })).toHaveText(euros('113,00'));
  await expect(page.getByLabel('Total TVA', { exact: true })).toHaveText(euros('22,60'));
  await expect(page.getByLabel('Total TTC', { exact: true })).toHaveText(euros('135,60'));
  const excess = page.getByRole('row').filter({ hasText: 'Franchise client' });
  await expect(excess).toHaveAttribute('data-row-style', 'info');
  await expect(excess.getByRole('cell').last()).toHaveText(euros('-36,00'));
  await expectAccessible(page, '[role="tabpanel"]');
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/folders-valorisation.png`, fullPage: true });

  await page.getByRole('button', { name: 'Proposer cette valorisation' }).click();
  await expectToast(page, 'Envoyé !', 'La proposition a bien été envoyée !');
  await expect(page.getByRole('heading', { name: "Valorisation à valider par l'assisteur" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proposer cette valorisation' })).toHaveCount(0);
  await expect(
    page.getByText(/Valorisation Prestataire — le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} par Julien Martin/),
  ).toBeVisible();

  const sent = await api.get(folder.id);
  expect(sent.valorisationState).toBe('ATTENTE_VALORISATION_ASSISTEUR');
  expect(sent.valorisation).toMatchObject({ nature: 'PRESTATAIRE', totalHt: 113, totalTtc: 135.6 });
  expect(sent.valorisationPropositions).toHaveLength(1);
});

test('accepting the company’s proposal asks for the mandatory invoice number first', async ({
  page,
  request,
}) => {
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'REPORT',
    origin: 'NOMAD',
    truck: true,
    valorisation: { state: 'ATTENTE_VALORISATION_PRESTATAIRE', numeroFactureObligatoire: true },
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Valorisation' }).click();

  const acceptButton = page.getByRole('button', { name: 'Accepter la proposition' });
  await expect(acceptButton).toBeDisabled();
  await expect(page.getByText('Un numéro de facture est obligatoire !')).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de facture' }).fill('FAC-2026-042');
  await expect(acceptButton).toBeEnabled();
  await acceptButton.click();

  await expectToast(page, 'Accepté !', "L'acceptation de proposition a été envoyée !");
  await expect(page.getByRole('heading', { name: 'Valorisation acceptée' })).toBeVisible();
  await expect(acceptButton).toHaveCount(0);
  const accepted = await api.get(folder.id);
  expect(accepted).toMatchObject({ valorisationState: 'ACCEPTEE', numeroFacture: 'FAC-2026-042' });
});
