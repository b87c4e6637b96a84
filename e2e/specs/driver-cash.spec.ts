import { expect, test, type Page } from '../support/test.ts';
import { requestToken } from '../support/app.ts';
import { folderApi } from '../support/folders.ts';

/**
 * Issue 29 §2: « Encaisser » in the driver app. The customer pays part by card on the truck's terminal online,
 * the rest in cash while the phone has no network; each payment reaches the folder's invoice (issued at the first
 * one) exactly once, signed, and the invoice ends « Payée ».
 */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
};
const SHOTS = '../.tmp/driver-cash';
const nbsp = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

/** The customer signs on the pad with a few strokes. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of <Array<[number, number]>>[
    [90, 60],
    [150, 140],
    [220, 50],
  ])
    await page.mouse.move(box.x + x, box.y + y, { steps: 6 });
  await page.mouse.up();
}

test('a customer pays by card online, then the rest in cash offline: each payment once, the invoice paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const operator = await folderApi(request, 'depanneur');
  const { access_token } = await requestToken(request, 'depanneur');
  const headers = { Authorization: `Bearer ${access_token}` };
  const account = (await (await request.get('/api/account', { headers })).json()) as { id: number };
  const users = (await (
    await request.get(`/api/accounts/${account.id}/users`, { headers })
  ).json()) as Array<{
    name: string;
    truckId: number | null;
  }>;
  const truckId = users.find((u) => u.name === 'chauffeur')!.truckId!;
  const folder = await operator.create({
    state: 'ACCEPTED',
    provider: null,
    missionState: 'MISSION_STARTED',
    truck: true,
    pricedForCustomer: true,
  });
  const missionId = folder.missionIntervention!.id;
  const moved = await request.post(`/api/testing/missions/${missionId}/date`, {
    headers,
    data: { missionDateTime: new Date().toISOString(), truckId },
  });
  expect(moved.ok()).toBe(true);

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto('/chauffeur');
  await page.getByLabel('Identifiant').fill('chauffeur');
  await page.getByLabel('Mot de passe').fill('chauffeur');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const card = page.getByTestId(`mission-${missionId}`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'J’ai bien reçu la mission' }).click();
  // The service worker holds the shell before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await card.getByRole('button', { name: 'Ouvrir la mission' }).click();
  await page.getByRole('tab', { name: 'Encaisser' }).click();
  await expect(page.getByTestId('cash-due')).toHaveText(/138,00/);
  // The six tabs hold on one row of the phone.
  const tabTops = await page
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tabTops).size).toBe(1);

  // Online: 100 € by card, the terminal's ticket number, signed, the receipt by e-mail.
  await page.getByLabel('Montant reçu (€)').fill('100');
  await page.getByText('CB', { exact: true }).click();
  await page.getByLabel('N° du ticket du terminal').fill('TPE-004512');
  await page.getByLabel('Nom du signataire').fill('Lucie Testeur');
  await sign(page);
  await page.getByText('E-mail', { exact: true }).click();
  await page.getByLabel('E-mail du client').fill('lucie.testeur@exemple.fr');
  await page.screenshot({ path: `${SHOTS}/1-encaisser-carte.png`, fullPage: true });
  await page.getByRole('button', { name: /^Encaisser 100,00/ }).click();
  await expect(page.getByTestId('cash-due')).toHaveText(/38,00/, { timeout: 30_000 });
  await expect(page.getByText(/\(facture [A-Z]+-\d+\)/)).toBeVisible({ timeout: 30_000 });

  // Offline: the remaining 38 € in cash waits on the phone.
  await phone.setOffline(true);
  await page.getByText('Espèces', { exact: true }).click();
  await expect(page.getByLabel('N° du ticket du terminal')).toHaveCount(0);
  await page.getByLabel('Nom du signataire').fill('Lucie Testeur');
  await sign(page);
  await page.getByText('Sans reçu', { exact: true }).click();
  await page.getByRole('button', { name: /^Encaisser 38,00/ }).click();
  await expect(page.getByTestId('cash-waiting')).toContainText('Encaissement de 38,00');
  await expect(page.getByTestId('pending-actions')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/2-encaisser-hors-ligne.png`, fullPage: true });

  const invoiceCode = (await operator.get(folder.id)).numeroFacture!;
  expect(invoiceCode).toMatch(/^[A-Z]+-\d+$/);
  const invoices = (await (
    await request.get(`/api/factures?code=${encodeURIComponent(invoiceCode)}`, { headers })
  ).json()) as { rows: Array<{ id: number; code: string }> };
  const invoiceId = invoices.rows.find((row) => row.code === invoiceCode)!.id;
  const paymentsOf = async () =>
    (await (await request.get(`/api/factures/${invoiceId}/paiements`, { headers })).json()) as {
      data: Array<{ amount: number; method: string; reference: string | null; source: string }>;
      state: string;
      label: string;
    };
  expect((await paymentsOf()).data).toHaveLength(1);

  // Back online: sent once, the invoice paid.
  await phone.setOffline(false);
  await expect(page.getByTestId('pending-actions')).toBeHidden({ timeout: 40_000 });
  await expect(page.getByTestId('cash-paid')).toContainText(`${invoiceCode} est réglée`, { timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/3-facture-reglee.png`, fullPage: true });
  const paid = await paymentsOf();
  expect(paid.data.map((p) => [p.amount, p.method, p.reference, p.source])).toEqual([
    [100, 'CARD', 'TPE-004512', 'DRIVER'],
    [38, 'CASH', null, 'DRIVER'],
  ]);
  expect(paid).toMatchObject({ state: 'PAID', label: 'Payée' });
  expect(nbsp(await page.getByTestId('cash-paid').textContent())).toContain('plus rien à encaisser');
  await phone.close();
});
