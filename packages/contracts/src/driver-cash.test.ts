import { describe, expect, it } from 'vitest';
import {
  CASH_ASSISTEUR_MESSAGE,
  CASH_NOT_BILLABLE_MESSAGE,
  CASH_NOTHING_VALUED_MESSAGE,
  cashReceiptText,
  DriverCashRequest,
  roadsideCash,
  type RoadsideCashFolder,
} from './driver-cash.ts';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const line = (price: number, quantity = 1, negative = false) => ({
  inclus: true,
  prixUnitaire: price,
  quantite: quantity,
  tauxTva: 20,
  montantTotal: null,
  valorisationNegative: negative,
});
const folder: RoadsideCashFolder = {
  assistanceProvider: null,
  estFacturable: true,
  valorisationState: null,
  valorisation: { nature: 'PRESTATAIRE', items: [line(100), line(1.5, 10)] },
  invoice: null,
};

describe('roadsideCash (« Encaisser »: what the driver collects)', () => {
  it('is the TTC of the lines the folder will be invoiced with', () => {
    expect(roadsideCash(folder)).toEqual({ amountDueCents: 13_800n, invoiceCode: null, refusal: null });
  });
  it("is the draft's total, then the issued invoice's remainder", () => {
    const draft = { code: null, state: 'DRAFT' as const, amountCents: 9_000n };
    expect(roadsideCash({ ...folder, invoice: draft }).amountDueCents).toBe(9_000n);
    const issued = { code: 'FA-2026-00007', state: 'ISSUED' as const, amountCents: 4_000n };
    expect(roadsideCash({ ...folder, invoice: issued })).toEqual({
      amountDueCents: 4_000n,
      invoiceCode: 'FA-2026-00007',
      refusal: null,
    });
    expect(roadsideCash({ ...folder, invoice: { ...issued, amountCents: 0n } }).refusal).toContain(
      'FA-2026-00007 est réglée',
    );
  });
  it("refuses an assisteur's folder, a folder not billable, one without valued lines", () => {
    expect(roadsideCash({ ...folder, assistanceProvider: 'IMA' }).refusal).toBe(CASH_ASSISTEUR_MESSAGE);
    expect(roadsideCash({ ...folder, estFacturable: false }).refusal).toBe(CASH_NOT_BILLABLE_MESSAGE);
    const proposed = { ...folder, valorisation: { nature: 'ASSISTEUR', items: [line(100)] } };
    expect(roadsideCash(proposed).refusal).toBe(CASH_NOTHING_VALUED_MESSAGE);
    expect(roadsideCash({ ...proposed, valorisationState: 'ACCEPTEE' }).amountDueCents).toBe(12_000n);
    expect(roadsideCash({ ...folder, valorisation: null }).refusal).toBe(CASH_NOTHING_VALUED_MESSAGE);
  });
});

describe('DriverCashRequest', () => {
  const body = {
    amount: 120,
    method: 'CARD',
    reference: '004512',
    signerName: 'Lucie Testeur',
    signedAt: '2026-11-29T10:00:00.000Z',
    signaturePng: 'data:image/png;base64,AAAA',
  };
  it('asks for the card receipt or cheque number, not for cash', () => {
    expect(DriverCashRequest.safeParse(body).success).toBe(true);
    const noTicket = DriverCashRequest.safeParse({ ...body, reference: ' ' });
    expect(noTicket.error?.issues[0]?.message).toContain('ticket');
    const noCheque = DriverCashRequest.safeParse({ ...body, method: 'CHEQUE', reference: undefined });
    expect(noCheque.error?.issues[0]?.message).toContain('chèque');
    expect(DriverCashRequest.safeParse({ ...body, method: 'CASH', reference: undefined }).success).toBe(true);
  });
  it('checks where the receipt goes', () => {
    const sms = (to: string) => ({ ...body, receipt: { channel: 'SMS', to } });
    expect(DriverCashRequest.safeParse(sms('06 12 34 56 78')).success).toBe(true);
    expect(DriverCashRequest.safeParse(sms('12')).success).toBe(false);
    const mail = { ...body, receipt: { channel: 'EMAIL', to: 'pas-un-mail' } };
    expect(DriverCashRequest.safeParse(mail).error?.issues[0]?.message).toBe('E-mail non valide');
  });
});

describe('cashReceiptText', () => {
  it('says the amount, how, the day and the invoice, within one SMS', () => {
    const text = cashReceiptText({
      accountName: 'Dépannage Martin',
      amountCents: 13_800n,
      method: 'CASH',
      invoiceCode: 'FA-2026-00007',
      day: '2026-11-29',
    });
    expect(nbsp(text)).toBe(
      'Dépannage Martin : nous avons bien reçu 138,00 € (espèces) le 29/11/2026, facture FA-2026-00007. Merci.',
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
