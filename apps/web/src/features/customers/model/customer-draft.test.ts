import { describe, expect, it } from 'vitest';
import { CUSTOMER_ADDRESS_REQUIRED_MESSAGE, CUSTOMER_NAME_REQUIRED_MESSAGE } from '@plateau/contracts';
import { changedFields, draftProblem, emptyDraft, patchOf, withVatNumber } from './customer-draft.ts';

/** A customer that may be saved: a name and an address. */
const named = () => ({ ...emptyDraft(), headQuarterPlace: { companyName: 'Garage', city: 'Lyon' } });

describe('customer draft', () => {
  it('sends only the changed fields, and an untouched place is no change', () => {
    const original = { ...emptyDraft(), headQuarterPlace: { companyName: 'Garage', city: 'Lyon' } };
    const draft = {
      ...original,
      headQuarterPlace: { city: 'Lyon', companyName: 'Garage', line2: '' },
      contactPlace1: { contactName: '' },
      modeReglementId: 3,
    };
    expect(changedFields(original, draft)).toEqual({ modeReglementId: 3 });
    expect(patchOf(original, { ...draft, regimeTva: 'EXPORT' }, 4)).toEqual({
      modeReglementId: 3,
      regimeTva: 'EXPORT',
      version: 4,
    });
  });

  it('finds what the server would refuse', () => {
    expect(draftProblem(named())).toBeNull();
    expect(draftProblem(emptyDraft())).toBe(CUSTOMER_NAME_REQUIRED_MESSAGE);
    expect(draftProblem({ ...emptyDraft(), facturationPlace: { contactName: 'Durand' } })).toBe(
      CUSTOMER_ADDRESS_REQUIRED_MESSAGE,
    );
    expect(draftProblem({ ...named(), tvaIntracommunautaire: 'FR45732829320' })).toBe(
      'Numéro de TVA intracommunautaire non valide',
    );
    expect(draftProblem({ ...named(), contactPlace2: { contactPhone: '12' } })).toBe('Numéro non valide');
  });

  it('refuses a SIREN that fails its check, or that the VAT number contradicts', () => {
    expect(draftProblem({ ...named(), siren: '552 081 317' })).toBeNull();
    expect(draftProblem({ ...named(), siren: '552081318' })).toBe('Numéro SIREN non valide (9 chiffres)');
    expect(draftProblem({ ...named(), siren: '552081317', tvaIntracommunautaire: 'FR44732829320' })).toBe(
      'Le SIREN ne correspond pas au numéro de TVA intracommunautaire (ses 9 derniers chiffres)',
    );
  });

  it('fills the SIREN from a complete French VAT number, which holds it', () => {
    expect(withVatNumber('FR 25 818 220 774')).toEqual({
      tvaIntracommunautaire: 'FR 25 818 220 774',
      siren: '818220774',
    });
    // Still typing, or a VAT number that holds none: the SIREN is left as it is.
    expect(withVatNumber('FR4473282')).toEqual({ tvaIntracommunautaire: 'FR4473282' });
    expect(withVatNumber('DE129273398')).toEqual({ tvaIntracommunautaire: 'DE129273398' });
    expect(withVatNumber(null)).toEqual({ tvaIntracommunautaire: null });
  });
});
