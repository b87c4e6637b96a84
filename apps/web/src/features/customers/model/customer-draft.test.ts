import { describe, expect, it } from 'vitest';
import { changedFields, draftProblem, emptyDraft, patchOf } from './customer-draft.ts';

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
    expect(draftProblem(emptyDraft())).toBeNull();
    expect(draftProblem({ ...emptyDraft(), tvaIntracommunautaire: 'FR45732829320' })).toBe(
      'Numéro de TVA intracommunautaire non valide',
    );
    expect(draftProblem({ ...emptyDraft(), contactPlace2: { contactPhone: '12' } })).toBe(
      'Numéro non valide',
    );
  });
});
