import { mkdir, readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/axe.ts';
import { DEMO_LOGINS, expectSignedIn, mainMenu, pageTitle, requestToken, signIn } from '../support/app.ts';

// Screenshots at two widths and axe, on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

/** Screens for a person to look at (issue 29 §4), at a laptop's width and a phone's. */
const SHOTS = '/tmp/shots-recv';
async function atWidths(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    // The menu slides away when the width crosses its breakpoint: the screen once it has.
    await page.waitForTimeout(600);
    // Nothing wider than the screen: the table scrolls inside itself, the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * A customer of its own with two issued invoices of 120 € TTC through the API: one paid 50 €, one paid in
 * full. It owes 70 € on one open invoice.
 */
async function customerOwing(request: APIRequestContext, company: string) {
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
  const customer = await post('/api/legalentities/', {
    type: 'CUSTOMER',
    headQuarterPlace: { companyName: company, contactFirstname: 'Paul', contactName: 'Durand' },
    facturationPlace: { companyName: company, line1: '4 rue des Docks', zipCode: '69009', city: 'Lyon' },
    modeReglementId: modes.find((m) => m.nom === '30 jours')!.id,
    siren: '404833048',
  });
  const today = new Date().toISOString().slice(0, 10);
  const issue = async () => {
    const draft = await post('/api/factures', {
      date: today,
      client: { id: customer.id, modeReglementId: customer.modeReglementId },
      articles: [
        { nom: 'Remorquage', quantity: 1, montantHT: 100, tvaId: rates.find((r) => r.taux === '20.00')!.id },
      ],
    });
    return post(`/api/factures/${draft.id}/issue`);
  };
  const pay = (id: number, amount: number) =>
    post(`/api/factures/${id}/paiements`, { date: today, amount, method: 'CARD' });
  const open = await issue();
  await pay(open.id, 50);
  const paid = await issue();
  await pay(paid.id, 120);
  return { customerId: customer.id as number, open: open as { code: string; dueDate: string } };
}

const dayAfter = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shown = (isoDay: string) => isoDay.split('-').reverse().join('/');

test('« Encours clients » shows a customer’s debt by age, its totals and payment times, exports it, and opens its unpaid invoices', async ({
  page,
  request,
}) => {
  const company = `Garage Encours ${String(Date.now()).slice(-6)}`;
  const { open } = await customerOwing(request, company);
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);

  await mainMenu(page).filter({ hasText: 'Encours clients' }).click();
  await expect(page).toHaveURL('/factures/encours');
  await expect(pageTitle(page)).toHaveText('Encours clients');
  const row = page.getByRole('row').filter({ hasText: company });
  // Reste dû, then « Non échu »: the invoice is due in 30 days.
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^70,00\s€$/);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^70,00\s€$/);
  await expect(row.getByRole('cell').nth(7)).toHaveText('1');
  await expect(row.getByRole('cell').nth(8)).toHaveText(shown(open.dueDate));
  await expect(page.getByRole('table')).toContainText('Total');
  await expect(page.getByTestId('Délai moyen de paiement')).toHaveText(/^\d+(,\d)? jours?$|^—$/);
  await expect(page.getByText(/Encours ÷ chiffre d’affaires TTC/)).toBeVisible();
  await atWidths(page, 'receivables-today');
  await expectAccessible(page, 'main');

  // 45 days after the due day, the same 70 € are « 31 à 60 jours » late.
  await page.goto(`/factures/encours?au=${dayAfter(open.dueDate, 45)}`);
  await expect(page.getByLabel('Encours au')).toHaveValue(shown(dayAfter(open.dueDate, 45)));
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^0,00\s€$/);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^70,00\s€$/);
  await atWidths(page, 'receivables-later');

  // The CSV of the same table, for the same day.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`encours-clients-${dayAfter(open.dueDate, 45)}.csv`);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv).toContain(`${company};70,00;0,00;0,00;70,00;0,00;0,00;1;${shown(open.dueDate)}`);

  // With the keyboard: the customer's name leads to its unpaid invoices in the list.
  const link = row.getByRole('link', { name: company });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/factures\?customerId=\d+&paymentState=UNPAID$/);
  await expect(page.getByText(`Client : ${company}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Paiement', exact: true })).toHaveValue('Non soldée');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(open.code);
  await atWidths(page, 'receivables-unpaid-list');
});
