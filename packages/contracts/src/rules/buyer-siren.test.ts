import { describe, expect, it } from 'vitest';
import {
  buyerSiren,
  buyerSirenRequired,
  missingBuyerMentions,
  sirenContradictsVat,
  sirenFromVatNumber,
} from './buyer-siren.ts';

const company = { headQuarterPlace: { companyName: 'Garage Perrin SARL', country: 'France' } };

describe('the buyer SIREN', () => {
  it('is read from a French VAT number with a numeric key, never from another', () => {
    expect(sirenFromVatNumber('FR 44 732 829 320')).toBe('732829320');
    expect(sirenFromVatNumber('FR45732829320')).toBeNull(); // wrong key
    expect(sirenFromVatNumber('FRXA732829320')).toBeNull(); // letter key: no SIREN
    expect(sirenFromVatNumber('DE123456789')).toBeNull();
    expect(sirenFromVatNumber(null)).toBeNull();
    expect(buyerSiren({ siren: null, tvaIntracommunautaire: 'FR44732829320' })).toBe('732829320');
    expect(buyerSiren({ siren: '552081317', tvaIntracommunautaire: null })).toBe('552081317');
  });

  it('contradicts a VAT number holding another SIREN', () => {
    expect(sirenContradictsVat('552081317', 'FR44732829320')).toBe(true);
    expect(sirenContradictsVat('732829320', 'FR44732829320')).toBe(false);
    expect(sirenContradictsVat('552081317', 'DE123456789')).toBe(false);
    expect(sirenContradictsVat(null, 'FR44732829320')).toBe(false);
  });

  it('is required from a French company only', () => {
    expect(buyerSirenRequired(company)).toBe(true);
    expect(buyerSirenRequired({ facturationPlace: { companyName: 'Perrin', country: null } })).toBe(true);
    expect(buyerSirenRequired({ headQuarterPlace: { companyName: 'Perrin', country: 'La Réunion' } })).toBe(
      true,
    );
    // A private customer: no company name.
    expect(buyerSirenRequired({ headQuarterPlace: { companyName: '  ', country: 'France' } })).toBe(false);
    expect(buyerSirenRequired({})).toBe(false);
    // A foreign company, by its address or its VAT number.
    expect(buyerSirenRequired({ headQuarterPlace: { companyName: 'Autohaus', country: 'Allemagne' } })).toBe(
      false,
    );
    expect(buyerSirenRequired({ ...company, tvaIntracommunautaire: 'BE0123456749' })).toBe(false);
  });

  it('is missing when a French company has neither a SIREN nor a French VAT number', () => {
    expect(missingBuyerMentions(company)).toEqual(['SIREN du client']);
    expect(missingBuyerMentions({ ...company, siren: '732829320' })).toEqual([]);
    expect(missingBuyerMentions({ ...company, tvaIntracommunautaire: 'FR44732829320' })).toEqual([]);
    expect(missingBuyerMentions({ headQuarterPlace: { contactName: 'Durand' } as never })).toEqual([]);
  });
});
