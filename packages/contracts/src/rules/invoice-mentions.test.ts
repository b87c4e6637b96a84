import { describe, expect, it } from 'vitest';
import { emptyLegalEntity } from '../account-legal-entity.ts';
import {
  invoiceNotes,
  isBusinessCustomer,
  LATE_PENALTIES_MENTION,
  NO_DISCOUNT_MENTION,
  RECOVERY_INDEMNITY_MENTION,
  sellerLegalMention,
  VAT_ON_DEBITS_MENTION,
} from './invoice-mentions.ts';

const notesFor = (businessCustomer: boolean, vatOnDebits = false) =>
  invoiceNotes({ businessCustomer, sellerLegalMention: 'SARL au capital de 10 000 €', vatOnDebits });
const printed = (notes: ReturnType<typeof notesFor>) => notes.filter((n) => n.printed).map((n) => n.text);

describe('invoice mentions per customer type', () => {
  it('a company name makes a business customer, a person alone a private one', () => {
    expect(isBusinessCustomer({ companyName: 'Garage du Port' })).toBe(true);
    expect(isBusinessCustomer({ companyName: '  ' })).toBe(false);
    expect(isBusinessCustomer({ companyName: null })).toBe(false);
  });

  it('prints the late-payment penalties and the 40 € indemnity for a business customer', () => {
    const notes = notesFor(true);
    expect(printed(notes)).toEqual(
      expect.arrayContaining([LATE_PENALTIES_MENTION, RECOVERY_INDEMNITY_MENTION, NO_DISCOUNT_MENTION]),
    );
    expect(notes.find((n) => n.subject === 'PMT')!.text).toContain('40 €');
    expect(notes.find((n) => n.subject === 'PMD')!.text).toContain('L. 441-10');
  });

  it('prints neither for a private customer, and still fills the XML notes PMD, PMT and AAB', () => {
    const notes = notesFor(false);
    expect(printed(notes).join(' ')).not.toMatch(/40 €|pénalités/i);
    expect(notes.map((n) => n.subject)).toEqual(expect.arrayContaining(['PMD', 'PMT', 'AAB']));
    expect(notes.find((n) => n.subject === 'PMT')!.text).toMatch(/sans objet/);
    expect(notes.find((n) => n.subject === 'PMT')!.printed).toBe(false);
  });

  it('gives each of PMD, PMT and AAB once (BR-FR-06), the category of operation as a printed REG note', () => {
    for (const notes of [notesFor(true), notesFor(false)]) {
      for (const subject of ['PMD', 'PMT', 'AAB'])
        expect(notes.filter((n) => n.subject === subject)).toHaveLength(1);
      expect(notes).toContainEqual({
        subject: 'REG',
        text: 'Catégorie de l’opération : prestation de services',
        printed: true,
      });
    }
  });

  it('mentions the option for VAT on debits only when chosen', () => {
    expect(notesFor(true, true)).toContainEqual({
      subject: 'TXD',
      text: VAT_ON_DEBITS_MENTION,
      printed: true,
    });
    expect(notesFor(true, false).some((n) => n.subject === 'TXD')).toBe(false);
  });
});

describe('seller legal identity', () => {
  const entity = { ...emptyLegalEntity(), legalForm: 'SARL', shareCapital: '10000.00', rcsCity: 'Lyon' };

  it('gives the form, the capital and the RCS city with the SIREN', () => {
    expect(sellerLegalMention(entity, '732829320')).toBe(
      'SARL au capital de 10 000 € – RCS Lyon 732 829 320',
    );
  });

  it('keeps cents of a capital, gives the RM number of a craftsman, nothing when nothing is known', () => {
    expect(sellerLegalMention({ ...entity, shareCapital: '1500.50' }, null)).toBe(
      'SARL au capital de 1 500,50 € – RCS Lyon',
    );
    expect(
      sellerLegalMention({ ...emptyLegalEntity(), legalForm: 'EI', rmNumber: '732 829 320 RM 69' }, null),
    ).toBe('EI – RM 732 829 320 RM 69');
    expect(sellerLegalMention(emptyLegalEntity(), '732829320')).toBe('');
  });
});
