import { expect, test, type APIRequestContext } from '../support/test.ts';
import {
  clickTwiceAtOnce,
  DEMO_LOGINS,
  expectSignedIn,
  pageTitle,
  requestToken,
  signIn,
} from '../support/app.ts';
import { expectToast, fillAddress } from '../support/folders.ts';

/**
 * Issue 18 §4, each form is saved once: a double-click on the button of a new form creates one
 * row (and says so once). The rows are counted through the API once the page shows the saved record, by a name
 * only this test uses, so that tests running beside it do not count.
 */

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

async function apiAs(request: APIRequestContext) {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    get: async (url: string) => (await request.get(url, { headers })).json(),
    post: async (url: string, data: object) => {
      const response = await request.post(url, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    },
  };
}

test('a double-click on « Enregistrer » of a new invoice creates one invoice', async ({ page, request }) => {
  const tag = `${Date.now()}`.slice(-7);
  const company = `Garage Une Fois ${tag}`;
  const api = await apiAs(request);
  const modes: Array<{ id: number; nom: string }> = await api.get('/api/modeReglements/list');
  const rates: Array<{ id: number; taux: string | null }> = await api.get('/api/tva/list');
  await api.post('/api/legalentities/', {
    headQuarterPlace: { companyName: company, contactName: 'Durand' },
    facturationPlace: { companyName: company, line1: '4 rue des Docks', zipCode: '69009', city: 'Lyon' },
    modeReglementId: modes.find((m) => m.nom === '30 jours fin de mois')!.id,
  });
  await api.post('/api/articles/', {
    code: `ONCE${tag}`,
    nom: `Remorquage ${tag}`,
    montantHT: '100',
    tvaId: rates.find((r) => r.taux === '20.00')!.id,
  });

  await page.goto('/factures');
  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle facture', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Rechercher un client' }).click();
  const picker = page.getByRole('dialog', { name: "Recherche d'un client" });
  await picker.getByLabel('Nom').fill(company);
  await picker.getByRole('row').filter({ hasText: company }).click();
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Société')).toHaveValue(company);
  await page.getByRole('tab', { name: 'Articles' }).click();
  await page.getByRole('button', { name: 'Ajouter un article' }).click();
  const dialog = page.getByRole('dialog', { name: "Ajout d'article" });
  await dialog
    .getByRole('row')
    .filter({ hasText: `ONCE${tag}` })
    .click();
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByTestId('invoice-total-ttc')).toHaveText(/120,00\s€/);

  await clickTwiceAtOnce(page.getByRole('button', { name: 'Enregistrer', exact: true }));
  await expectToast(page, 'Enregistré !', 'La facture a bien été enregistrée.');
  await expect(page.getByRole('heading', { name: 'Données de la facture', level: 1 })).toBeVisible();

  // The list, as the user would check it: one draft for this customer.
  await page.goto('/factures');
  const rows = page.getByRole('row').filter({ hasText: company });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Brouillon');
  const list: { rows: Array<{ id: number; companyName: string | null }> } =
    await api.get('/api/factures?limit=100');
  expect(list.rows.filter((invoice) => invoice.companyName === company)).toHaveLength(1);
});

test('a double-click on « Enregistrer » of a new customer creates one customer', async ({
  page,
  request,
}) => {
  const company = `Garage Double Clic ${Date.now()}`;
  await page.goto('/customers');
  await page.getByRole('link', { name: 'Nouveau client' }).click();
  await expect(pageTitle(page)).toHaveText('Nouveau client');
  await page.getByRole('region', { name: 'Adresse principale' }).getByLabel('Société').fill(company);
  await fillAddress(
    page.getByRole('region', { name: 'Adresse de facturation' }),
    '4 rue des Docks 69009 Lyon',
  );

  await clickTwiceAtOnce(page.getByRole('button', { name: 'Enregistrer', exact: true }));
  await expectToast(page, 'Enregistré !', 'Vos informations ont bien été enregistrées.');
  await expect(pageTitle(page)).toHaveText('Données du client');
  const code = await page.getByTestId('customer-code').textContent();

  await page.goto('/customers');
  await page.getByLabel('Rechercher un client').fill(company);
  await expect(page.getByRole('row').filter({ hasText: company })).toHaveCount(1);
  const api = await apiAs(request);
  const found: { rows: Array<{ code: string }>; total: number } = await api.get(
    `/api/legalentities?text=${encodeURIComponent(company)}`,
  );
  expect(found.rows.map((customer) => customer.code)).toEqual([code]);
});

test('a double-click on « Enregistrer » of a new destination creates one place', async ({
  page,
  request,
}) => {
  const label = `Lieu Une Fois ${Date.now()}`;
  await page.goto('/destinations');
  await page.getByRole('button', { name: 'Nouveau lieu' }).click();
  const modal = page.getByRole('dialog', { name: 'Lieu favori' });
  await modal.getByRole('textbox', { name: 'Libellé' }).fill(label);

  await clickTwiceAtOnce(modal.getByRole('button', { name: 'Enregistrer', exact: true }));
  await expectToast(page, 'Action réussie', 'Le lieu a bien été enregistré !');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(1);
  const api = await apiAs(request);
  const places: { rows: Array<{ label: string }> } = await api.get('/api/places');
  expect(places.rows.filter((place) => place.label === label)).toHaveLength(1);
});
