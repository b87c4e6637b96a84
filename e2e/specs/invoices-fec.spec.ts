import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '../support/test.ts';
import { DEMO_LOGINS, expectSignedIn, requestToken, signIn } from '../support/app.ts';
import { SHOTS_DIR, takingShots } from '../support/shots.ts';

const FEC_HEADER =
  'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\t' +
  'PieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_LOGINS.DEPANNEUR);
  await expectSignedIn(page);
});

/** An invoice dated today for a private customer (a first name and a name, no company), through the API. */
async function privateCustomerInvoice(request: APIRequestContext, tag: string) {
  const { access_token } = await requestToken(request, DEMO_LOGINS.DEPANNEUR);
  const headers = { Authorization: `Bearer ${access_token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const modes: Array<{ id: number; nom: string }> = await (
    await request.get('/api/modeReglements/list', { headers })
  ).json();
  const rates: Array<{ id: number; taux: string | null }> = await (
    await request.get('/api/tva/list', { headers })
  ).json();
  const name = `Lefèvre ${tag}`;
  const customer = await post('/api/legalentities/', {
    type: 'CUSTOMER',
    headQuarterPlace: { contactFirstname: 'Élodie', contactName: name },
    facturationPlace: { line1: '3 rue Neuve', zipCode: '69001', city: 'Lyon' },
    modeReglementId: modes.find((m) => m.nom === '30 jours fin de mois')!.id,
  });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const invoice = await post('/api/factures', {
    date: today,
    client: { id: customer.id, modeReglementId: customer.modeReglementId },
    articles: [
      { nom: 'Dépannage', quantity: 1, montantHT: 90, tvaId: rates.find((r) => r.taux === '20.00')!.id },
    ],
  });
  // Only issued invoices are in the accounts: issued, it takes its number.
  const issued = await post(`/api/factures/${invoice.id}/issue`, {});
  return { code: issued.code as string, customerName: `Élodie ${name}`, today };
}

const shown = (day: string) => day.split('-').reverse().join('/');

test('« Export FEC » downloads the chosen period as a Latin-9 FEC of 18 columns, named SIRENFECYYYYMMDD.txt', async ({
  page,
  request,
}) => {
  const tag = String(Date.now()).slice(-6);
  const invoice = await privateCustomerInvoice(request, tag);
  const year = invoice.today.slice(0, 4);
  await page.goto('/factures');
  await expect(page.getByRole('heading', { name: 'Mes factures', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Export FEC' }).click();

  const dialog = page.getByRole('dialog', { name: 'Export FEC' });
  // The current financial year by default, in ISO 8859-15.
  await expect(dialog.getByRole('textbox', { name: 'Du', exact: true })).toHaveValue(`01/01/${year}`);
  await expect(dialog.getByRole('textbox', { name: 'Au', exact: true })).toHaveValue(`31/12/${year}`);
  await expect(dialog.getByLabel(/ISO 8859-15/)).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Télécharger' })).toBeFocused();
  if (takingShots) await page.screenshot({ path: `${SHOTS_DIR}/invoices-fec-dialog.png` });

  // A period typed at the keyboard: the month of the invoice.
  const monthStart = `${invoice.today.slice(0, 8)}01`;
  await dialog.getByRole('textbox', { name: 'Du', exact: true }).fill(shown(monthStart));
  await page.keyboard.press('Tab');
  await dialog.getByRole('textbox', { name: 'Au', exact: true }).fill(shown(invoice.today));
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Du', exact: true })).toHaveValue(shown(monthStart));
  await expect(dialog.getByRole('textbox', { name: 'Au', exact: true })).toHaveValue(shown(invoice.today));
  if (takingShots) {
    await dialog.getByRole('textbox', { name: 'Au', exact: true }).focus();
    await page.waitForTimeout(500); // the calendar's opening transition, for the picture only
    await page.screenshot({ path: `${SHOTS_DIR}/invoices-fec-dialog-calendar.png` });
    await page.keyboard.press('Tab');
  }

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger' }).click();
  const file = await download;
  // Named after the closing date of the financial year the period belongs to (art. A47 A-1 LPF).
  expect(file.suggestedFilename()).toBe(`732829320FEC${year}1231.txt`);
  const bytes = await readFile(await file.path());
  const lines = new TextDecoder('iso-8859-15').decode(bytes).split('\r\n');
  expect(lines[0]).toBe(FEC_HEADER);
  expect(lines[0]!.split('\t')).toHaveLength(18);
  // Latin-9: « É » is the single byte 0xC9, and the private customer is named in CompAuxLib.
  expect(bytes.includes(Buffer.from(`\t${invoice.customerName}\t`, 'latin1'))).toBe(true);
  const customerRow = lines.find((line) => line.includes(invoice.code) && line.split('\t')[7] !== '');
  expect(customerRow!.split('\t')[7]).toBe(invoice.customerName);
  await expect(dialog).toBeHidden();
});

test('the dialog says when the period is in the wrong order, and closes with Escape', async ({ page }) => {
  await page.goto('/factures');
  await page.getByRole('button', { name: 'Export FEC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export FEC' });
  await dialog.getByRole('textbox', { name: 'Du', exact: true }).fill('01/06/2026');
  await page.keyboard.press('Tab');
  await dialog.getByRole('textbox', { name: 'Au', exact: true }).fill('01/05/2026');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('alert')).toHaveText('La date de début doit précéder la date de fin');
  await expect(dialog.getByRole('button', { name: 'Télécharger' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
