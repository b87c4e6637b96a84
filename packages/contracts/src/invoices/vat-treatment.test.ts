import { describe, expect, it } from 'vitest';
import { isDeboursLine, isOtherEuVatNumber, lineVatOf, vatTreatmentOf } from './vat-treatment.ts';

const day = '2026-03-02';
const business = (tvaIntracommunautaire: string | null, regimeTva = 'TVA_FRANCE') => ({
  companyName: 'Logistik Transit GmbH',
  tvaIntracommunautaire,
  regimeTva,
});

describe('vatTreatmentOf', () => {
  it('charges French VAT by default, and to an EU business only without a valid number', () => {
    expect(vatTreatmentOf({ sellerRegime: 'TVA_FRANCE', customer: business(null), date: day })).toBe(
      'STANDARD',
    );
    expect(vatTreatmentOf({ sellerRegime: 'TVA_FRANCE', customer: business('DE1'), date: day })).toBe(
      'STANDARD',
    );
    expect(vatTreatmentOf({ sellerRegime: null, customer: business('FR44732829320'), date: day })).toBe(
      'STANDARD',
    );
  });

  it('reverse charges an EU business with a valid VAT number, not a private person', () => {
    expect(
      vatTreatmentOf({ sellerRegime: 'TVA_FRANCE', customer: business('DE 129 273 398'), date: day }),
    ).toBe('REVERSE_CHARGE');
    const person = { companyName: null, tvaIntracommunautaire: 'DE129273398' };
    expect(vatTreatmentOf({ sellerRegime: 'TVA_FRANCE', customer: person, date: day })).toBe('STANDARD');
  });

  it('exports outside the Union; a British number is outside since 2021', () => {
    const swiss = { companyName: 'Abschlepp AG', regimeTva: 'EXPORT' };
    expect(vatTreatmentOf({ sellerRegime: 'TVA_FRANCE', customer: swiss, date: day })).toBe('EXPORT');
    expect(isOtherEuVatNumber('GB123456789', '2020-06-01')).toBe(true);
    expect(isOtherEuVatNumber('GB123456789', day)).toBe(false);
  });

  it('puts a seller under the franchise out of VAT whatever the customer', () => {
    expect(vatTreatmentOf({ sellerRegime: 'SANS_TVA', customer: business('DE129273398'), date: day })).toBe(
      'FRANCHISE',
    );
  });
});

describe('lineVatOf', () => {
  it('gives each case its category, mention and VATEX code', () => {
    expect(lineVatOf('STANDARD', { nom: 'Remorquage', taux: '20.00' }, day)).toEqual({
      category: 'S',
      exemption: null,
    });
    expect(lineVatOf('REVERSE_CHARGE', { nom: 'Remorquage', taux: null }, day)).toEqual({
      category: 'AE',
      exemption: {
        vatex: 'VATEX-EU-AE',
        mention: 'Autoliquidation — art. 283-2 du CGI ; art. 196 de la directive 2006/112/CE',
      },
    });
    expect(lineVatOf('EXPORT', { nom: 'Remorquage', taux: null }, day)).toMatchObject({
      category: 'G',
      exemption: { vatex: 'VATEX-EU-G' },
    });
    expect(lineVatOf('FRANCHISE', { nom: 'Remorquage', taux: null }, day)).toEqual({
      category: 'E',
      exemption: { vatex: 'VATEX-FR-FRANCHISE', mention: 'TVA non applicable, art. 293 B du CGI' },
    });
    expect(lineVatOf('STANDARD', { nom: 'Péage A7', taux: null }, day)).toMatchObject({
      category: 'E',
      exemption: { vatex: 'VATEX-EU-79-C' },
    });
    expect(lineVatOf('STANDARD', { nom: 'Formation', taux: '0' }, day)).toMatchObject({
      category: 'E',
      exemption: { vatex: null, mention: 'Exonération de TVA' },
    });
  });

  it('takes a toll at a rate for a sale, one without VAT for a débours', () => {
    expect(isDeboursLine({ nom: 'Péage A7 – débours', taux: null })).toBe(true);
    expect(isDeboursLine({ nom: 'Péage A7', taux: '20.00' })).toBe(false);
    expect(isDeboursLine({ nom: 'Remorquage', taux: null })).toBe(false);
  });
});
