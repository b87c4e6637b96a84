import { describe, expect, it } from 'vitest';
import { emptyLegalEntity, type AccountDetail } from '@plateau/contracts';
import { accountPatchOf, toFormValues } from './account-form-values.ts';

const account = {
  id: 1,
  name: 'Dépannage Martin & Fils',
  businessNature: 'DEPANNEUR',
  assistanceProvider: null,
  place: null,
  legalEntity: {
    ...emptyLegalEntity(),
    legalForm: 'SARL',
    shareCapital: '7500.50',
    rcsCity: 'Lyon',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
  },
  autoSynchUnassigneeDrivers: false,
  statusAutoDetection: false,
  smsWithOutStart: false,
} as unknown as AccountDetail;

describe('the seller mentions in the account form', () => {
  it('shows the stored mentions, the IBAN in groups of four', () => {
    expect(toFormValues(account)).toMatchObject({
      legalForm: 'SARL',
      shareCapital: 7500.5,
      rcsCity: 'Lyon',
      rmNumber: '',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
      vatOnDebits: false,
    });
  });

  it('an account saved before the mentions existed shows them empty', () => {
    const {
      legalForm: _f,
      shareCapital: _c,
      iban: _i,
      bic: _b,
      vatOnDebits: _v,
      ...legacy
    } = emptyLegalEntity();
    const values = toFormValues({ ...account, legalEntity: legacy } as AccountDetail);
    expect(values).toMatchObject({ legalForm: '', shareCapital: '', iban: '', bic: '', vatOnDebits: false });
    expect(accountPatchOf(values, values)).toEqual({});
  });

  it('sends only the mentions that changed; spaces or small letters in the IBAN are no change', () => {
    const initial = toFormValues(account);
    expect(
      accountPatchOf(initial, { ...initial, iban: 'fr7630006000011234567890189', bic: 'agri frpp' }),
    ).toEqual({});
    expect(
      accountPatchOf(initial, {
        ...initial,
        legalForm: 'SAS',
        shareCapital: 10000,
        rcsCity: ' ',
        rmNumber: '732 829 320 RM 69',
        iban: 'DE89 3704 0044 0532 0130 00',
        vatOnDebits: true,
      }),
    ).toEqual({
      legalEntity: {
        legalForm: 'SAS',
        shareCapital: '10000',
        rcsCity: null,
        rmNumber: '732 829 320 RM 69',
        iban: 'DE89 3704 0044 0532 0130 00',
        vatOnDebits: true,
      },
    });
    expect(accountPatchOf(initial, { ...initial, shareCapital: '', bic: '' })).toEqual({
      legalEntity: { shareCapital: null, bic: null },
    });
  });
});
