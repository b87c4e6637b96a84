import { describe, expect, it } from 'vitest';
import { emptyLegalEntity, missingSellerMentions, type AccountLegalEntity } from './account-legal-entity.ts';

const place = {
  address: '1 rue de la Paix',
  zipCode: '69001',
  city: 'Lyon',
} as unknown as AccountLegalEntity['headQuarterPlace'];

const complete: AccountLegalEntity = {
  ...emptyLegalEntity(),
  headQuarterPlace: place,
  tvaIntracommunautaire: 'FR44732829320',
  legalForm: 'SARL',
  shareCapital: '10000.00',
  rcsCity: 'Lyon',
  iban: 'FR7630006000011234567890189',
};

describe('missingSellerMentions', () => {
  it('names nothing when every mention is there', () => {
    expect(missingSellerMentions(complete, 'Dépannage Martin')).toEqual([]);
  });

  it('names each missing mention as the settings name it', () => {
    expect(missingSellerMentions(emptyLegalEntity(), '')).toEqual([
      'raison sociale',
      'adresse du siège',
      'numéro de TVA intracommunautaire',
      'forme juridique',
      'ville du RCS ou numéro au RM',
      'IBAN',
    ]);
  });

  it('asks a company for its capital, not an individual business; an RM number stands for the RCS', () => {
    expect(missingSellerMentions({ ...complete, shareCapital: null })).toEqual(['capital social']);
    expect(missingSellerMentions({ ...complete, legalForm: 'EI', shareCapital: null })).toEqual([]);
    expect(missingSellerMentions({ ...complete, rcsCity: null, rmNumber: '123 456 789 RM 69' })).toEqual([]);
  });
});
