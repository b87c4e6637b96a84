import { describe, expect, it } from 'vitest';
import { paymentJournals, type PaymentTypeSetting } from './payment-journals.ts';

/** The default payment types every account starts with (accounting-defaults.ts). */
const DEFAULTS: PaymentTypeSetting[] = [
  { nom: 'Virement', codeJournal: 'BQ', codeCompte: '512000', readOnly: true },
  { nom: 'Chèque', codeJournal: 'BQ', codeCompte: '512000', readOnly: true },
  { nom: 'Carte bancaire', codeJournal: 'BQ', codeCompte: '512000', readOnly: true },
  { nom: 'Espèces', codeJournal: 'CA', codeCompte: '530000', readOnly: true },
  { nom: 'Prélèvement', codeJournal: 'BQ', codeCompte: '512000', readOnly: true },
];
const bank = { code: 'BQ', label: 'Journal de banque', account: '512000', accountLabel: 'Banque' };
const cash = { code: 'CA', label: 'Journal de caisse', account: '530000', accountLabel: 'Caisse' };

describe('paymentJournals', () => {
  it('puts cash in the cash journal (530) and every other method at the bank (512) by default', () => {
    for (const types of [DEFAULTS, []])
      expect(paymentJournals(types)).toEqual({
        CARD: bank,
        CASH: cash,
        CHEQUE: bank,
        TRANSFER: bank,
        DIRECT_DEBIT: bank,
        ASSISTANCE_CHEQUE: bank,
      });
  });

  it("takes the account's own type named as the method before the default, accents and case aside", () => {
    const journals = paymentJournals([
      ...DEFAULTS,
      { nom: ' CARTE BANCAIRE ', codeJournal: 'CB', codeCompte: '512 100', readOnly: false },
      { nom: 'Cheque', codeJournal: null, codeCompte: '511200', readOnly: false },
    ]);
    expect(journals.CARD).toEqual({
      code: 'CB',
      label: 'Journal de banque CB',
      account: '512100',
      accountLabel: 'Banque',
    });
    // What the type leaves empty takes the default: the bank journal's code.
    expect(journals.CHEQUE).toEqual({ ...bank, account: '511200' });
    expect(journals.TRANSFER).toEqual(bank);
  });

  it('makes a journal on a cash account (53…) a cash journal', () => {
    const journals = paymentJournals([
      { nom: 'Espèces', codeJournal: 'CA2', codeCompte: '531000', readOnly: false },
    ]);
    expect(journals.CASH).toEqual({
      code: 'CA2',
      label: 'Journal de caisse CA2',
      account: '531000',
      accountLabel: 'Caisse',
    });
  });
});
