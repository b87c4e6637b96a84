import { expect, test, type APIRequestContext } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, openSignedIn, requestToken } from '../support/app.ts';

// A journey through three sites (back office, public page, the provider's page) on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

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
  const company = `Garage Lien ${tag}`;
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

test('a payment link sent by SMS is paid by card on a phone through the provider, once', async ({
  page,
  browser,
  request,
}) => {
  const invoice = await issuedInvoice(request, String(Date.now()).slice(-6));
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, `/factures/${invoice.id}`);
  const payments = page.getByRole('region', { name: 'Paiements' });
  await payments.getByRole('button', { name: 'Envoyer un lien de paiement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer un lien de paiement' });
  await dialog.getByLabel('Numéro de mobile').fill('12');
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(dialog).toContainText('Numéro non valide');
  await dialog.getByLabel('Numéro de mobile').fill('06 12 34 56 78');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/liens-paiement'));
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog).toContainText('Le SMS part vers le +33612345678, avec un lien valable 30 jours.');
  const url = await dialog.getByTestId('payment-link-url').inputValue();
  expect(url).toMatch(/\/paiement\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page, '[role="dialog"]');
  // The dialog's own « Fermer » button, not its corner cross.
  await dialog.getByRole('button', { name: 'Fermer' }).last().click();
  await expect(payments.getByTestId('payment-links')).toContainText(
    /^Lien envoyé par SMS à \+33612345678 le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · valable jusqu’au \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
  );

  // The customer's phone, never signed in.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByRole('heading', { level: 1, name: `Facture ${invoice.code}` })).toBeVisible();
  await expect(phone.getByText('Dépannage Martin & Fils')).toBeVisible();
  await expect(phone.getByText(/^Reste à payer : 120,00\s€$/)).toBeVisible();
  const pdf = phone.getByRole('link', { name: 'Télécharger la facture (PDF)' });
  const file = await phone.request.get((await pdf.getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(phone);

  // A card refused first: back on the page, nothing paid, the customer may try again.
  await phone.getByRole('button', { name: /^Payer 120,00\s€$/ }).click();
  await expect(phone.getByRole('heading', { name: 'Paiement par carte' })).toBeVisible();
  await phone.getByRole('button', { name: 'Échec' }).click();
  await expect(phone.getByTestId('payment-outcome')).toHaveText(
    'Le paiement n’a pas abouti : aucune somme n’a été prélevée. Vous pouvez réessayer.',
  );
  await phone.getByRole('button', { name: /^Payer 120,00\s€$/ }).click();
  await expect(phone.getByText(/^120,00\s€$/)).toBeVisible();
  await phone.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(phone.getByTestId('payment-received')).toContainText('Paiement reçu, merci');
  await expect(phone.getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  await context.close();

  // The back office: paid by card, the provider's payment as its reference, once.
  await page.reload();
  await expect(payments.getByTestId('payment-state')).toHaveText('Payée');
  await expect(payments.getByTestId('payment-line')).toHaveCount(1);
  await expect(payments.getByTestId('payment-line')).toContainText(/120,00\s€ · Carte bancaire n° cs_test_/);
  await expect(payments.getByRole('button', { name: 'Envoyer un lien de paiement' })).toHaveCount(0);
});
