import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRow } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

/** The demo's invoices in each payment state (issue 29): paid, partly paid, overdue — and in the FEC. */
let t: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const rows = async (query = '') => {
  const response = await t.app.inject({ url: `/api/factures?limit=100${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: InvoiceRow[] }>().rows;
};

describe('the demo invoices of the depanneur', () => {
  it('hold a paid, a partly paid and an overdue unpaid invoice, each listed under its filter', async () => {
    const paid = await rows('&paymentState=PAID');
    expect(paid.map((row) => row.companyName)).toContain('Garage Renault Vaise');
    const partly = await rows('&paymentState=PARTLY_PAID');
    const duval = partly.find((row) => row.companyName === 'Carrosserie Duval')!;
    expect(nbsp(duval.payment!.label)).toBe('Partiellement payée (reste 60,80 €)');
    const overdue = await rows('&paymentState=OVERDUE');
    const unpaid = overdue.filter((row) => Number(row.payment!.remaining) === row.totalTTC);
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((row) => row.dueDate < day(0))).toBe(true);
    expect(unpaid[0]!.payment!.label).toMatch(/^En retard de \d+ jours?$/);
  });

  it('put their payments in the bank and cash journals of the FEC, the paid invoice lettered', async () => {
    const response = await t.app.inject({
      url: `/api/factures/fec?startDate=${day(40)}&endDate=${day(0)}&encoding=utf-8`,
      headers: auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.split('\r\n').map((line) => line.split('\t'));
    const journals = (code: string) => lines.filter((row) => row[0] === code);
    const cash = journals('CA').find((row) => row[10]!.endsWith(', Espèces') && row[11] === '50,00')!;
    const paidCode = cash[8]!;
    const labels = journals('BQ').map((row) => row[10]);
    expect(labels).toContain(`Règlement facture ${paidCode}, Virement VIR RENAULT VAISE 0412`);
    expect(labels.some((label) => label!.endsWith(', Chèque 4120087'))).toBe(true);
    const lettered = lines.filter((row) => row[4]?.startsWith('411') && row[8] === paidCode);
    expect(lettered.map((row) => [row[0], row[13], row[14]])).toEqual([
      ['VT', 'AA', day(14).replaceAll('-', '')],
      ['BQ', 'AA', day(14).replaceAll('-', '')],
      ['CA', 'AA', day(14).replaceAll('-', '')],
    ]);
  });
});
