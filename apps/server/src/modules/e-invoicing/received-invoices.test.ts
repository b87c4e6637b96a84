import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeApprovedPlatform,
  type FakeApprovedPlatform,
} from '../../demo/fakes/fake-approved-platform.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { eInvoicingKit } from '../../test/e-invoicing-kit.ts';
import { pollPlatform } from './index.ts';

let t: TestContext;
let fake: FakeApprovedPlatform;
let kit: ReturnType<typeof eInvoicingKit>;
let accountId: number;

const fuel = {
  supplierName: 'Carburants du Rhône',
  supplierSiren: '552100554',
  issueDate: '2026-11-20',
  totalHT: '250.00',
  totalTTC: '300.00',
};

beforeAll(async () => {
  fake = await startFakeApprovedPlatform();
  t = await createTestApp({ outbound: { allow: [`127.0.0.1:${new URL(fake.url).port}`] } });
  kit = eInvoicingKit(t, fake);
  accountId = await kit.connect('mission', 'jeton-recus');
  fake.addSupplierInvoice('jeton-recus', { ...fuel, number: 'CR-1001' });
  fake.addSupplierInvoice('jeton-recus', {
    ...fuel,
    number: 'CR-1002',
    totalHT: '90.00',
    totalTTC: '108.00',
  });
  // The same supplier and number again: kept, flagged as a duplicate.
  fake.addSupplierInvoice('jeton-recus', { ...fuel, number: 'CR-1001' });
  await pollPlatform(t.app, accountId);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const list = async (login = 'mission') => {
  const response = await kit.call(login, 'GET', '/api/factures-recues');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: Array<{
      id: number;
      number: string;
      duplicate: boolean;
      totalTTC: string;
      supplierName: string;
      current: { code: string } | null;
    }>;
    total: number;
  };
};
const idOf = async (number: string) => (await list()).data.filter((row) => row.number === number).at(-1)!.id;
const answer = (id: number, payload: object, login = 'mission') =>
  kit.call(login, 'POST', `/api/factures-recues/${id}/status`, payload);

describe('« Factures reçues »', () => {
  it('lists the suppliers’ invoices from the platform, once each, duplicates flagged', async () => {
    await pollPlatform(t.app, accountId);
    const { data, total } = await list();
    expect(total).toBe(3);
    expect(data.map((row) => [row.number, row.duplicate])).toEqual([
      ['CR-1001', true],
      ['CR-1002', false],
      ['CR-1001', false],
    ]);
    expect(data[1]).toMatchObject({ supplierName: 'Carburants du Rhône', totalTTC: '108.00', current: null });
  });

  it('serves the readable PDF and the XML as received', async () => {
    const id = await idOf('CR-1002');
    const pdf = await kit.call('mission', 'GET', `/api/factures-recues/${id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await kit.call('mission', 'GET', `/api/factures-recues/${id}/xml`);
    expect(xml.body).toContain('<ram:ID>CR-1002</ram:ID>');
  });

  it('approves one (205) and refuses another with an official reason (210), each CDAR sent back', async () => {
    const approved = await answer(await idOf('CR-1002'), { status: '205' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().current).toMatchObject({ code: '205', label: 'Approuvée', direction: 'OUT' });
    const first = (await list()).data.at(-1)!.id;
    expect((await answer(first, { status: '210' })).json().error_description).toMatch(/motif du refus/);
    const refused = await answer(first, { status: '210', reason: 'MONTANTTOTAL_ERR' });
    expect(refused.json().current).toMatchObject({
      code: '210',
      reason: 'MONTANTTOTAL_ERR',
      reasonLabel: 'Montant total erroné',
    });
    expect(
      fake.sentStatuses.map((s) => [s.invoiceNumber, s.sellerSiren, s.statusCode, s.reasonCode]),
    ).toEqual([
      ['CR-1002', '552100554', '205', null],
      ['CR-1001', '552100554', '210', 'MONTANTTOTAL_ERR'],
    ]);
    // Refused is final: no further answer, nothing more sent.
    expect((await answer(first, { status: '205' })).statusCode).toBe(409);
    expect(fake.sentStatuses).toHaveLength(2);
  });

  it('puts one in dispute (207); refuses bad input, other accounts (404) and other natures (403)', async () => {
    const duplicate = (await list()).data[0]!.id;
    expect(
      (await answer(duplicate, { status: '207', comment: 'Quantité à vérifier' })).json().current.code,
    ).toBe('207');
    expect((await answer(duplicate, { status: '204' })).statusCode).toBe(400);
    expect((await answer(duplicate, { status: '205', extra: true })).statusCode).toBe(400);
    expect((await kit.call('dupont', 'GET', `/api/factures-recues/${duplicate}`)).statusCode).toBe(404);
    expect((await answer(duplicate, { status: '205' }, 'dupont')).statusCode).toBe(404);
    expect((await list('dupont')).total).toBe(0);
    expect((await kit.call('assisteur', 'GET', '/api/factures-recues')).statusCode).toBe(403);
  });
});
