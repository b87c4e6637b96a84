import { mkdir } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { choose, expectToast } from '../support/folders.ts';

// A long journey with axe and screenshots at two widths, on a shared, busy machine.
test.describe.configure({ timeout: 240_000 });

/** Screens for a person to look at (issue 29 §1), at a laptop's width and a phone's. */
const SHOTS = '/tmp/shots-pay';
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    // The menu slides away when the width crosses its breakpoint: the screen once it has.
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

/** An issued invoice of 100 € HT at 20 % (120 € TTC) to a customer of its own, made through the API. */
async function issuedInvoice(request: APIRequestContext, tag: string) {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const headers = { Authorization: `Bearer ${access_token}` };
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const post = async (url: string, data?: object) => {
    const response = await request.post(url, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const modes: Array<{ id: number; nom: string }> = await get('/api/modeReglements/list');
  const rates: Array<{ id: number; taux: string | null }> = await get('/api/tva/list');
  const company = `Garage Paiements ${tag}`;
  const customer = await post('/api/legalentities/', {
    type: 'CUSTOMER',
    headQuarterPlace: { companyName: company, contactFirstname: 'Paul', contactName: 'Durand' },
    facturationPlace: { companyName: company, line1: '4 rue des Docks', zipCode: '69009', city: 'Lyon' },
    modeReglementId: modes.find((m) => m.nom === '30 jours fin de mois')!.id,
    siren: '404833048',
  });
  const draft = await post('/api/factures', {
    date: new Date().toISOString().slice(0, 10),
    client: { id: customer.id, modeReglementId: customer.modeReglementId },
    articles: [
      {
        nom: `Remorquage ${tag}`,
        quantity: 1,
        montantHT: 100,
        tvaId: rates.find((r) => r.taux === '20.00')!.id,
      },
    ],
  });
  const issued = await post(`/api/factures/${draft.id}/issue`);
  return { id: issued.id as number, code: issued.code as string };
}

const today = () => new Date().toLocaleDateString('fr-FR');

test('an issued invoice is paid in part by cheque, then in full by transfer; a cancelled cheque leaves it partly paid, as the list shows', async ({
  page,
  request,
}) => {
  const invoice = await issuedInvoice(request, String(Date.now()).slice(-6));
  await page.goto(`/factures/${invoice.id}`);
  const payments = page.getByRole('region', { name: 'Paiements' });
  const state = payments.getByTestId('payment-state');
  await expect(state).toHaveText('À régler');
  await expect(payments).toContainText('Aucun paiement enregistré.');

  await payments.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  let dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await expect(dialog.getByLabel('Montant')).toHaveValue('120,00');
  await expect(dialog.getByLabel('Date du paiement')).toHaveValue(today());
  await dialog.getByLabel('Montant').fill('50');
  await choose(page, 'Mode de paiement', 'Chèque', dialog);
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog).toContainText('Le numéro du chèque est obligatoire.');
  await dialog.getByLabel('Numéro du chèque').fill('1234567');
  await dialog.getByLabel('Reçu par').fill('Léa Martin');
  await shot(page, 'record-cheque');
  await expectAccessible(page, '[role="dialog"]');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/paiements'));
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  // Recorded once whatever happens on the way: the submission carries its own key.
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expectToast(page, 'Enregistré !', 'Le paiement a bien été enregistré.');
  await expect(dialog).toBeHidden();
  await expect(state).toHaveText(/^Partiellement payée \(reste 70,00\s€\)$/);
  await expect(payments.getByTestId('payment-line')).toHaveText(
    new RegExp(`${today()} · 50,00\\s€ · Chèque n° 1234567Reçu par Léa Martin`),
  );

  await payments.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await expect(dialog.getByLabel('Montant')).toHaveValue('70,00');
  await choose(page, 'Mode de paiement', 'Virement', dialog);
  await dialog.getByLabel('Référence du virement').fill('VIR-2026-001');
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(state).toHaveText('Payée');
  await expect(payments.getByRole('button', { name: 'Enregistrer un paiement' })).toHaveCount(0);
  await expect(payments.getByTestId('payment-line').nth(1)).toContainText('Virement réf. VIR-2026-001');

  await payments.getByRole('button', { name: `Annuler le paiement du ${today()} de 50,00 €` }).click();
  dialog = page.getByRole('dialog', { name: 'Annuler le paiement' });
  await dialog.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(dialog).toContainText("Indiquez le motif de l'annulation");
  await dialog.getByLabel("Motif de l'annulation").fill('Chèque sans provision');
  await shot(page, 'cancel-payment');
  await dialog.getByRole('button', { name: 'Annuler le paiement' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Annulé !', 'Le paiement a bien été annulé.');
  await expect(state).toHaveText(/^Partiellement payée \(reste 50,00\s€\)$/);
  await expect(payments.getByTestId('payment-line').first()).toContainText(
    /Annulé le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} : Chèque sans provision/,
  );
  await expect(payments.getByRole('button', { name: /^Annuler le paiement du/ })).toHaveCount(1);
  await shot(page, 'invoice-payments');
  await expectAccessible(page, 'section[aria-labelledby="invoice-payments-title"]');

  await page.goto('/factures');
  const row = page.getByRole('row').filter({ hasText: invoice.code });
  await choose(page, 'Paiement', 'Partiellement payée');
  await expect(row).toContainText(/Partiellement payéereste 50,00\s€/);
  await shot(page, 'list-partly-paid');
  await choose(page, 'Paiement', 'Payée');
  await expect(page.getByRole('row').filter({ hasText: 'Partiellement payée' })).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await choose(page, 'Paiement', 'Tous');
  await choose(page, 'Trier par', 'Échéance, plus proches d’abord');
  await page.getByText('Émises', { exact: true }).click();
  // The issued invoices' due days (DD/MM/YYYY in the third column), nearest first.
  const dueDays = async () =>
    (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((day) =>
      day.split('/').reverse().join('-'),
    );
  await expect
    .poll(async () => {
      const days = await dueDays();
      return days.length > 1 && days.join() === [...days].sort().join();
    })
    .toBe(true);
  await shot(page, 'list-by-due-date');
});
