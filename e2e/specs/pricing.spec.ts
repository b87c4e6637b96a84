import { expect, test } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, openSignedIn, requestToken, signIn } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';
import { reviewShot } from '../support/shots.ts';

test.describe.configure({ timeout: 90_000 });

test('an administrator adds a tariff grid, edits it, and reads the regulated motorway table', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/settings/tarifs');
  await expect(page.getByRole('cell', { name: 'Contrat AXA Assistance 2026', exact: true })).toBeVisible();
  const motorway = page.getByRole('table', { name: 'Forfait autoroute réglementé' });
  await expect(motorway.getByRole('row', { name: /arrêté 2026.*1,8 – 3,5 t.*186,72.*280,08/ })).toBeVisible();
  await reviewShot(page, 'pricing-settings', true);

  // Named after « Grille par défaut », which stays the default grid the next test prices with (grids match by name).
  const name = `Tarif e2e ${Date.now()}`;
  await page.getByRole('button', { name: 'Nouvelle grille' }).click();
  const editor = page.getByRole('dialog', { name: 'Nouvelle grille' });
  await editor.getByLabel('Nom').fill(name);
  await editor.getByLabel('Libellé').fill('Forfait dépannage e2e');
  await editor.getByLabel('Prix HT (€)').fill('99,50');
  await reviewShot(page, 'pricing-grid-editor');
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('cell', { name, exact: true }).click();

  const edit = page.getByRole('dialog', { name: 'Modifier la grille' });
  await expect(edit.getByLabel('Prix HT (€)')).toHaveValue('99,5');
  await edit.getByLabel('Nom').fill(`${name} modifiée`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('cell', { name: `${name} modifiée`, exact: true })).toBeVisible();
});

test('« Calculer le prix » proposes the lines of the default grid, and a changed line says « modifié »', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
  const api = await folderApi(request, DEMO_LOGINS.DEPANNEUR);
  const folder = await api.create({
    state: 'CREATED',
    provider: null,
    createdNow: true,
    intervention: { nature: 'REMORQUAGE' },
  });
  await page.goto(`/folders/${folder.id}`);
  await page.getByRole('button', { name: 'Calculer le prix' }).click();
  const lines = page.getByRole('table', { name: 'Lignes proposées' });
  const towing = lines.getByRole('row', { name: /Forfait remorquage VL.*Grille par défaut/ });
  await expect(towing).toBeVisible();
  await reviewShot(page, 'pricing-folder', true);

  await towing.getByRole('button', { name: /^Modifier/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Prix unitaire HT (€)').fill('150');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(towing.getByText('modifié')).toBeVisible();
  await expect(towing).toContainText('150,00');
});

test('a customer accepts a quote on a 390 px phone, once', async ({ browser, request }) => {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const headers = { Authorization: `Bearer ${access_token}` };
  const created = await request.post('/api/quotes', {
    headers,
    data: {
      customerId: null,
      customerName: 'Inès Fabre',
      customerEmail: null,
      customerPhone: null,
      description: 'Remorquage vers le garage de Bron',
      validUntil: '2999-12-31',
      lines: [
        {
          label: 'Forfait remorquage VL',
          ruleDescription: 'Grille par défaut',
          unit: 'FORFAIT',
          quantity: 1,
          unitPriceCents: 13500,
          vatRate: 20,
        },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const sent = await request.post(`/api/quotes/${(await created.json()).id}/send`, {
    headers,
    data: { channel: 'LIEN' },
  });
  const { url } = (await sent.json()) as { url: string };

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const page = await phone.newPage();
  await page.goto(new URL(url).pathname);
  await expect(page.getByTestId('quote-total')).toHaveText(/Total TTC : 162,00\s€/);
  await page.getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(page.getByText('Cochez « Bon pour accord » pour accepter le devis')).toBeVisible();
  await page.getByLabel('Votre nom').fill('Inès Fabre');
  await page.getByLabel('Bon pour accord').check();
  await reviewShot(page, 'pricing-quote-phone', true);
  await page.getByRole('button', { name: 'Accepter le devis' }).click();
  await expect(page.getByTestId('quote-decision')).toContainText('Accepté par Inès Fabre');
  await expect(page.getByRole('button', { name: 'Accepter le devis' })).toHaveCount(0);
  await phone.close();
});

test('« Nouveau devis » for a customer picked from the file: its e-mail fills in, the grid proposes, the quote is saved', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_LOGINS.DEPANNEUR, '/devis');
  await page.getByRole('button', { name: 'Nouveau devis' }).click();
  const editor = page.getByRole('dialog', { name: 'Nouveau devis' });
  await editor.getByRole('combobox', { name: 'Client' }).fill('Carrosserie Du');
  await page.getByRole('option', { name: /^Carrosserie Duval · / }).click();
  await expect(editor.getByRole('combobox', { name: 'Client' })).toHaveValue('Carrosserie Duval');
  await expect(editor.getByText('Client du fichier')).toBeVisible();
  await expect(editor.getByLabel('E-mail')).toHaveValue('contact@carrosserie-duval.fr');
  await editor.getByRole('button', { name: 'Proposer les lignes' }).click();
  await expect(editor.getByLabel('Libellé').first()).toHaveValue('Forfait remorquage VL');
  await editor.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByRole('row', { name: /Carrosserie Duval/ }).first()).toContainText('Brouillon');
});
