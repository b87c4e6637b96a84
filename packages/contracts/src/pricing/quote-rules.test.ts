import { describe, expect, it } from 'vitest';
import { effectiveQuoteState, quoteLinkExpiry, quoteMentions, quoteTotals } from './quote-rules.ts';

describe('quote rules', () => {
  it('reads a sent quote past its validity day as expired, and nothing else', () => {
    expect(effectiveQuoteState('ENVOYE', '2026-03-10', '2026-03-11')).toBe('EXPIRE');
    expect(effectiveQuoteState('ENVOYE', '2026-03-10', '2026-03-10')).toBe('ENVOYE');
    expect(effectiveQuoteState('ACCEPTE', '2026-03-10', '2026-04-01')).toBe('ACCEPTE');
  });

  it('closes the link at the end of the validity day in Paris, 30 days at most', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    expect(quoteLinkExpiry('2026-07-10', now).toISOString()).toBe('2026-07-10T21:59:00.000Z');
    expect(quoteLinkExpiry('2026-12-31', now).toISOString()).toBe('2026-07-31T10:00:00.000Z');
  });

  it('totals HT and TTC in cents, VAT per rate', () => {
    const totals = quoteTotals([
      { quantity: 1, unitPriceCents: 15100, vatRate: 20 },
      { quantity: 13, unitPriceCents: 155, vatRate: 20 },
      { quantity: 1, unitPriceCents: 999, vatRate: 5.5 },
    ]);
    // HT 15100 + 2015 + 999 = 18114; VAT 3423 + 54.945 → 55.
    expect(totals).toEqual({ totalHtCents: 18114, totalTtcCents: 18114 + 3423 + 55 });
  });

  it('prints the quote’s validity and the « Bon pour accord » mention', () => {
    const mentions = quoteMentions({
      number: 'DV-2026-0001',
      validUntil: '2026-03-31',
      sellerLegal: 'SIRET 123',
    });
    expect(mentions[0]).toBe('Devis n° DV-2026-0001, gratuit, valable jusqu’au 31/03/2026.');
    expect(mentions.join(' ')).toContain('« Bon pour accord »');
  });
});
