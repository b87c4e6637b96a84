import { describe, expect, it } from 'vitest';
import {
  canCreditNote,
  creditedLine,
  creditNoteBody,
  isEditable,
  issueConfirmation,
  issueLabel,
  issuedMessage,
  NEW_INVOICE,
  numberShown,
  stateOfFilter,
} from './invoice-life-cycle.ts';

const issued = { kind: 'INVOICE', state: 'ISSUED', code: 'FC-000012' } as const;
const creditNoteDraft = {
  kind: 'CREDIT_NOTE',
  state: 'DRAFT',
  code: null,
  creditedInvoice: { code: 'FC-000012', date: '2026-11-03' },
} as const;

describe('the invoice screen by state', () => {
  it('edits a draft (new or saved) and reads an issued document only', () => {
    expect(isEditable(NEW_INVOICE)).toBe(true);
    expect(isEditable(creditNoteDraft)).toBe(true);
    expect(isEditable(issued)).toBe(false);
    expect(isEditable({ ...creditNoteDraft, state: 'ISSUED', code: 'AV-000001' })).toBe(false);
  });

  it('offers « Créer un avoir » on an issued invoice only', () => {
    expect(canCreditNote(issued)).toBe(true);
    expect(canCreditNote(NEW_INVOICE)).toBe(false);
    expect(canCreditNote({ ...creditNoteDraft, state: 'ISSUED', code: 'AV-000001' })).toBe(false);
  });

  it("shows the number once issued, the sequence's placeholder before", () => {
    expect(numberShown(NEW_INVOICE)).toBe('FC-----');
    expect(numberShown(creditNoteDraft)).toBe('AV-----');
    expect(numberShown(issued)).toBe('FC-000012');
  });

  it('says what issuing does before, and what was done after', () => {
    expect(issueLabel('INVOICE')).toBe('Émettre la facture');
    expect(issueLabel('CREDIT_NOTE')).toBe("Émettre l'avoir");
    expect(issueConfirmation('INVOICE', 'FC-000013')).toEqual({
      title: 'Émettre la facture ?',
      text:
        'La facture recevra le numéro FC-000013 et la date du jour. Elle ne pourra plus être modifiée ' +
        'ni supprimée : une correction se fera par un avoir.',
    });
    expect(issueConfirmation('CREDIT_NOTE', undefined).text).toBe(
      "L'avoir recevra le prochain numéro et la date du jour. Il ne pourra plus être modifié ni supprimé.",
    );
    expect(issuedMessage('INVOICE', 'FC-000013')).toEqual([
      'Émise !',
      'La facture FC-000013 a bien été émise.',
    ]);
    expect(issuedMessage('CREDIT_NOTE', 'AV-000001')).toEqual([
      'Émis !',
      "L'avoir AV-000001 a bien été émis.",
    ]);
  });

  it("names a credit note's invoice with its number and date", () => {
    expect(creditedLine(creditNoteDraft)).toBe('Avoir de la facture FC-000012 du 03/11/2026');
    expect(creditedLine(issued)).toBeNull();
  });
});

describe('the credit note request', () => {
  it('sends nothing for all lines, the ids for some, and no request for none', () => {
    expect(creditNoteBody([4, 5, 6], new Set([4, 5, 6]))).toEqual({});
    expect(creditNoteBody([4, 5, 6], new Set([6, 4]))).toEqual({ lineIds: [4, 6] });
    expect(creditNoteBody([4, 5, 6], new Set())).toBeNull();
    expect(creditNoteBody([4, 5, 6], new Set([99]))).toBeNull();
  });
});

describe('the state filter', () => {
  it('asks the server for drafts, issued documents, or everything', () => {
    expect(stateOfFilter('DRAFT')).toBe('DRAFT');
    expect(stateOfFilter('ISSUED')).toBe('ISSUED');
    expect(stateOfFilter('ALL')).toBeUndefined();
  });
});
