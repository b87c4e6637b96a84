import { describe, expect, it } from 'vitest';
import { issueBlocker, issueDate, parisToday, type IssueCheck } from './invoice-life-cycle.ts';

const ready: IssueCheck = { kind: 'INVOICE', lineCount: 2, totalTTCCents: 12000n, missingSellerMentions: [] };

describe('issueBlocker', () => {
  it('lets a draft with lines, a total and a complete seller be issued', () => {
    expect(issueBlocker(ready)).toBeNull();
  });

  it('refuses an invoice without lines, and one whose total is zero', () => {
    expect(issueBlocker({ ...ready, lineCount: 0, totalTTCCents: 0n })).toBe(
      "Impossible d'émettre : la facture n'a aucune ligne",
    );
    expect(issueBlocker({ ...ready, totalTTCCents: 0n })).toBe(
      "Impossible d'émettre : le total de la facture est nul",
    );
    expect(issueBlocker({ ...ready, kind: 'CREDIT_NOTE', lineCount: 0 })).toBe(
      "Impossible d'émettre : l'avoir n'a aucune ligne",
    );
  });

  it('names every missing seller mention with its article, and where to fill it in', () => {
    expect(issueBlocker({ ...ready, missingSellerMentions: ['IBAN', 'forme juridique'] })).toBe(
      "Impossible d'émettre : il manque l'IBAN, la forme juridique (Paramètres › Compte › Entité juridique)",
    );
    expect(
      issueBlocker({ ...ready, lineCount: 0, missingSellerMentions: ['capital social', 'adresse du siège'] }),
    ).toBe(
      "Impossible d'émettre : la facture n'a aucune ligne ; il manque le capital social, l'adresse du siège (Paramètres › Compte › Entité juridique)",
    );
  });
});

describe('issueDate', () => {
  it('is today unless the last issued document or the credited invoice is later', () => {
    expect(issueDate('2026-03-10')).toBe('2026-03-10');
    expect(issueDate('2026-03-10', '2026-03-09', null)).toBe('2026-03-10');
    expect(issueDate('2026-03-10', '2026-03-12', '2026-03-11')).toBe('2026-03-12');
    expect(issueDate('2026-03-10', undefined, '2026-03-11')).toBe('2026-03-11');
  });
});

describe('parisToday', () => {
  it('counts the day in Paris, summer and winter', () => {
    // 23:30 UTC on 31 March is 01:30 on 1 April in Paris (summer time).
    expect(parisToday(Date.UTC(2026, 2, 31, 23, 30))).toBe('2026-04-01');
    // 22:30 UTC on 15 January is 23:30 the same day in Paris (winter time).
    expect(parisToday(Date.UTC(2026, 0, 15, 22, 30))).toBe('2026-01-15');
    expect(parisToday(Date.UTC(2026, 0, 15, 23, 30))).toBe('2026-01-16');
  });
});

describe('issueBlocker and the buyer address', () => {
  it("refuses an invoice whose buyer has no address, naming the customer's card", () => {
    const check = { kind: 'INVOICE' as const, lineCount: 1, totalTTCCents: 100n, missingSellerMentions: [] };
    expect(issueBlocker({ ...check, buyerAddressMissing: true })).toBe(
      "Impossible d'émettre : il manque l'adresse du client (fiche du client)",
    );
    expect(issueBlocker({ ...check, buyerAddressMissing: false })).toBeNull();
  });
});
