import { describe, expect, it } from 'vitest';
import { creditLinesIssue } from './credit-lines.ts';

const invoice = [
  { id: 1, nom: 'Remorquage', taux: '20.00', totalHTCents: 12550n },
  { id: 2, nom: 'Gardiennage', taux: '10.00', totalHTCents: 7500n },
];
const line = (creditedLineId: number | null, totalHTCents: bigint, taux: string | null = '20.00') => ({
  creditedLineId,
  nom: 'Ligne',
  taux,
  totalHTCents,
});

describe('creditLinesIssue', () => {
  it('lets a credit note credit its lines, in part or whole', () => {
    expect(creditLinesIssue('FC-1', invoice, new Map(), [line(1, 12550n), line(2, 1000n, '10')])).toBeNull();
    expect(creditLinesIssue('FC-1', invoice, new Map([[1, 12000n]]), [line(1, 550n)])).toBeNull();
  });

  it('refuses a line that is not the invoice’s, or at another VAT rate', () => {
    expect(creditLinesIssue('FC-1', invoice, new Map(), [line(null, 100n)])).toMatch(
      /ne crédite aucune ligne de la facture FC-1/,
    );
    expect(creditLinesIssue('FC-1', invoice, new Map(), [line(9, 100n)])).toMatch(/aucune ligne/);
    expect(creditLinesIssue('FC-1', invoice, new Map(), [line(1, 100n, '10.00')])).toMatch(/taux de TVA/);
  });

  it('refuses crediting a line beyond what is left of it, counting earlier credit notes', () => {
    expect(creditLinesIssue('FC-1', invoice, new Map([[1, 12000n]]), [line(1, 551n)])).toMatch(
      /« Remorquage » dépasse ce qui reste à créditer sur la facture FC-1 \(5,50\s€ HT\)/,
    );
    expect(creditLinesIssue('FC-1', invoice, new Map(), [line(1, 10000n), line(1, 2551n)])).toMatch(
      /dépasse/,
    );
  });
});
