import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { choose, folderApi, expectToast } from '../support/folders.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

// Two rich journeys on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

/** With SHOTS=1, the screens are saved for a person to look at (notes/shots). */
const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/invoices-${name}.png`, fullPage: true });
};

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

/** A customer paying '30 jours fin de mois' and two articles of the catalogue, made through the API. */
async function catalogue(request: APIRequestContext, tag: string) {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const headers = { Authorization: `Bearer ${access_token}` };
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const modes: Array<{ id: number; nom: string }> = await get('/api/modeReglements/list');
  const rates: Array<{ id: number; taux: string | null }> = await get('/api/tva/list');
  const vat20 = rates.find((r) => r.taux === '20.00')!.id;
  const company = `Garage ${tag}`;
  await post('/api/legalentities/', {
    type: 'CUSTOMER',
    headQuarterPlace: { companyName: company, contactFirstname: 'Paul', contactName: 'Durand' },
    facturationPlace: { companyName: company, line1: '4 rue des Docks', zipCode: '69009', city: 'Lyon' },
    modeReglementId: modes.find((m) => m.nom === '30 jours fin de mois')!.id,
    // A French company: its SIREN is on its invoices.
    siren: '404833048',
  });
  await post('/api/articles/', {
    code: `REM${tag}`,
    nom: `Remorquage ${tag}`,
    montantHT: '125.50',
    tvaId: vat20,
  });
  await post('/api/articles/', {
    code: `GAR${tag}`,
    nom: `Gardiennage ${tag}`,
    montantHT: '20',
    tvaId: vat20,
  });
  return company;
}

const endOfNextMonth = () => {
  const due = new Date();
  due.setDate(due.getDate() + 30);
  const last = new Date(due.getFullYear(), due.getMonth() + 1, 0);
  return `${String(last.getDate()).padStart(2, '0')}/${String(last.getMonth() + 1).padStart(2, '0')}/${last.getFullYear()}`;
};
const todayText = () => new Date().toLocaleDateString('fr-FR');

/** Clicks « Télécharger » and reads the file the browser saved. */
async function download(page: Page) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test('an invoice is drafted for a customer with two articles, saved without a number, issued, downloaded twice the same, and credited', async ({
  page,
  request,
}) => {
  const tag = String(Date.now()).slice(-6);
  const company = await catalogue(request, tag);
  await page.goto('/factures');
  await expect(page.getByRole('heading', { name: 'Mes factures', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle facture' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle facture', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Numéro')).toHaveValue('FC-----');
  await expect(page.getByLabel("Date d'échéance")).toHaveValue(todayText());

  await page.getByRole('button', { name: 'Rechercher un client' }).click();
  const picker = page.getByRole('dialog', { name: "Recherche d'un client" });
  await picker.getByLabel('Nom').fill(company);
  await picker.getByRole('row').filter({ hasText: company }).click();
  await expect(picker.getByText('4 rue des Docks')).toBeVisible();
  await shot(page, 'customer-picker');
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Société')).toHaveValue(company);
  await expect(page.getByLabel("Date d'échéance")).toHaveValue(endOfNextMonth());
  await shot(page, 'form-client');
  await choose(page, 'Mode de règlement', 'À réception');
  await expect(page.getByLabel("Date d'échéance")).toHaveValue(todayText());
  await choose(page, 'Mode de règlement', '30 jours fin de mois');
  await expect(page.getByLabel("Date d'échéance")).toHaveValue(endOfNextMonth());

  await page.getByRole('tab', { name: 'Articles' }).click();
  for (const [code, quantity] of [
    [`REM${tag}`, '1'],
    [`GAR${tag}`, '3'],
  ] as const) {
    await page.getByRole('button', { name: 'Ajouter un article' }).click();
    const dialog = page.getByRole('dialog', { name: "Ajout d'article" });
    await dialog.getByRole('row').filter({ hasText: code }).click();
    await expect(dialog.getByLabel('Code')).toHaveValue(code);
    await dialog.getByLabel('Quantité').fill(quantity);
    await shot(page, 'article-picker');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
  }
  // 125,50 + 3 × 20 = 185,50 HT, 20 %: 222,60 TTC.
  await expect(page.getByTestId('invoice-total-ttc')).toHaveText(/222,60\s€/);
  await shot(page, 'form-articles');

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expectToast(page, 'Enregistré !', 'La facture a bien été enregistrée.');
  await expect(page).toHaveURL(/\/factures\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Données de la facture', level: 1 })).toBeVisible();
  // A draft has no number yet: the form says which one issuing would give.
  await expect(page.getByTestId('invoice-state')).toHaveText('Brouillon');
  await expect(page.getByLabel('Numéro')).toHaveValue('FC-----');
  await expect(page.getByText(/^Prochain numéro : FC-\d{6}$/)).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page.getByRole('cell', { name: `Gardiennage ${tag}` })).toBeVisible();
  await expect(page.getByTestId('invoice-total-ttc')).toHaveText(/222,60\s€/);
  const id = Number(/\/factures\/(\d+)$/.exec(page.url())![1]);
  expect((await download(page)).name).toBe(`Brouillon facture ${id}.pdf`);

  await page.getByRole('button', { name: 'Émettre la facture' }).click();
  const confirm = page.getByRole('dialog', { name: 'Émettre la facture ?' });
  await expect(confirm).toContainText('ne pourra plus être modifiée');
  await shot(page, 'issue-confirmation');
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByTestId('invoice-state')).toHaveText('Émise');
  await expect(page.getByLabel('Numéro')).toHaveValue(/^FC-\d{6}$/);
  const code = await page.getByLabel('Numéro').inputValue();
  await expectToast(page, 'Émise !', `La facture ${code} a bien été émise.`);
  // Frozen: no saving, no issuing, no line to remove; the correction is a credit note.
  await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retirer la ligne' })).toHaveCount(0);
  await shot(page, 'issued');

  const first = await download(page);
  const second = await download(page);
  expect(first.name).toBe(`Facture ${code}.pdf`);
  expect(second.bytes.equals(first.bytes)).toBe(true);

  await page.getByRole('button', { name: 'Créer un avoir' }).click();
  const credit = page.getByRole('dialog', { name: `Créer un avoir de la facture ${code}` });
  await credit.getByRole('checkbox', { name: `Remorquage ${tag}` }).uncheck();
  await shot(page, 'credit-note-lines');
  await credit.getByRole('button', { name: "Créer l'avoir" }).click();
  await expectToast(page, 'Avoir créé !', "Le brouillon d'avoir est prêt : vérifiez-le, puis émettez-le.");
  await expect(
    page.getByRole('link', { name: new RegExp(`^Avoir de la facture ${code} du `) }),
  ).toBeVisible();
  await expect(page.getByLabel('Numéro')).toHaveValue('AV-----');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page.getByRole('cell', { name: `Gardiennage ${tag}` })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Remorquage ${tag}` })).toHaveCount(0);
  // 3 × 20 = 60 HT, 72 TTC.
  await expect(page.getByTestId('invoice-total-ttc')).toHaveText(/72,00\s€/);
  await page.getByRole('button', { name: "Émettre l'avoir" }).click();
  await page.getByRole('dialog', { name: "Émettre l'avoir ?" }).getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByLabel('Numéro')).toHaveValue(/^AV-\d{6}$/);
  const creditCode = await page.getByLabel('Numéro').inputValue();
  expect((await download(page)).name).toBe(`Avoir ${creditCode}.pdf`);

  await page.goto('/factures');
  await page.getByLabel('Numéro de facture').fill(code);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(company);
  await page.getByLabel('Numéro de facture').fill('');
  await page.getByText('Émises', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: creditCode })).toContainText('Avoir');
  await page.getByText('Brouillons', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: creditCode })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Brouillon' }).first()).toBeVisible();
  await shot(page, 'list');
});

test('a folder whose valorisation is accepted is invoiced as a draft, and gets the number once issued', async ({
  page,
  request,
}) => {
  const folder = await folderApi(request, DEMO_LOGINS.DEPANNEUR).then((api) =>
    api.create({ state: 'REPORT', origin: 'NOMAD', truck: true, valorisation: { state: 'ACCEPTEE' } }),
  );
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('tab', { name: 'Valorisation' }).click();
  await page.getByRole('button', { name: 'Facturer' }).click();
  await expect(page).toHaveURL(/\/factures\/\d+$/);
  await expect(page.getByTestId('invoice-state')).toHaveText('Brouillon');
  await expect(page.getByLabel('Numéro')).toHaveValue('FC-----');
  await page.getByRole('tab', { name: 'Articles' }).click();
  await expect(page.getByRole('cell', { name: 'Forfait remorquage' })).toBeVisible();
  const issue = async () => {
    await page.getByRole('button', { name: 'Émettre la facture' }).click();
    await page
      .getByRole('dialog', { name: 'Émettre la facture ?' })
      .getByRole('button', { name: 'Oui' })
      .click();
  };
  // The assistance company became a customer without its SIREN nor its address: the issue says what is missing.
  await issue();
  const refusal = page.getByRole('dialog').filter({ hasText: 'il manque le SIREN du client' });
  await expect(refusal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(refusal).toHaveCount(0);
  await expect(page.getByLabel('Numéro')).toHaveValue('FC-----');
  // Its SIREN and its address typed on its card (through the API here), the issue goes through.
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const headers = { Authorization: `Bearer ${access_token}` };
  const invoiceId = page.url().split('/').at(-1);
  const invoice = await (await request.get(`/api/factures/${invoiceId}`, { headers })).json();
  const customer = await (await request.get(`/api/legalentities/${invoice.client.id}`, { headers })).json();
  const patched = await request.patch(`/api/legalentities/${customer.id}`, {
    headers,
    data: {
      version: customer.version,
      siren: '404833048',
      headQuarterPlace: {
        ...customer.headQuarterPlace,
        line1: '12 rue de la Paix',
        zipCode: '75002',
        city: 'Paris',
      },
    },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await issue();
  await expect(page.getByLabel('Numéro')).toHaveValue(/^FC-\d{6}$/);
  const code = await page.getByLabel('Numéro').inputValue();
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  expect((await api.get(folder.id)).numeroFacture).toBe(code);
});
