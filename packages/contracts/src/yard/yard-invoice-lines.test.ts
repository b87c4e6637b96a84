import { describe, expect, it } from 'vitest';
import { yardFeesVatPercent, yardInvoiceLines } from './yard-invoice-lines.ts';

describe('yardInvoiceLines', () => {
  it('writes one line per fee, its HT never above the TTC maximum once the VAT is added', () => {
    const lines = yardInvoiceLines(
      [
        { code: 'ENLEVEMENT', label: 'Enlèvement', quantity: 1, unitCents: 12765, totalCents: 12765 },
        { code: 'GARDE', label: 'Garde journalière', quantity: 3, unitCents: 675, totalCents: 2025 },
        { code: 'EXPERTISE', label: 'Expertise', quantity: 1, unitCents: 0, totalCents: 0 },
      ],
      20,
    );
    expect(lines.map((line) => line.nom.replace(/\s/g, ' '))).toEqual([
      'Enlèvement',
      'Garde journalière — 3 j × 6,75 € TTC',
    ]);
    // 127,65 / 1,2 = 106,375 → 106,37 (106,37 × 1,2 = 127,644 → 127,64); 20,25 / 1,2 = 16,875 → 16,87.
    expect(lines.map((line) => line.htCents)).toEqual([10637, 1687]);
  });

  it('reads the VAT rate of the day', () => {
    expect(yardFeesVatPercent('2026-12-01')).toBe(20);
  });
});
