import { describe, expect, it } from 'vitest';
import { invoiceLettering, letteringCode } from './payment-lettering.ts';

describe('letteringCode', () => {
  it('counts AA, AB … AZ, BA … ZZ, then AAA: one code per rank, never twice', () => {
    expect([0, 1, 25, 26, 675, 676, 677].map(letteringCode)).toEqual([
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'AAB',
    ]);
    expect(letteringCode(676 + 17_576)).toBe('AAAA');
    const codes = Array.from({ length: 20_000 }, (_, i) => letteringCode(i));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses a negative or broken rank', () => {
    expect(() => letteringCode(-1)).toThrow(RangeError);
    expect(() => letteringCode(1.5)).toThrow(RangeError);
  });
});

describe('invoiceLettering', () => {
  const base = { totalTtcCents: 24_000n, rank: 2, asOf: '2026-03-31' };

  it('letters a fully paid invoice on the day of its last payment', () => {
    const settlements = [
      { cents: 10_000n, date: '2026-03-05' },
      { cents: 14_000n, date: '2026-03-20' },
    ];
    expect(invoiceLettering({ ...base, settlements })).toEqual({ code: 'AC', date: '2026-03-20' });
  });

  it('leaves a partly paid invoice unlettered', () => {
    expect(invoiceLettering({ ...base, settlements: [{ cents: 23_999n, date: '2026-03-05' }] })).toBeNull();
    expect(invoiceLettering({ ...base, settlements: [] })).toBeNull();
  });

  it('counts a credit note as a settlement', () => {
    const settlements = [
      { cents: 4_000n, date: '2026-03-02' },
      { cents: 20_000n, date: '2026-03-01' },
    ];
    expect(invoiceLettering({ ...base, settlements })).toEqual({ code: 'AC', date: '2026-03-02' });
  });

  it('reads the lettering as it stood at the end of the period: a later payment does not count', () => {
    const settlements = [
      { cents: 10_000n, date: '2026-03-05' },
      { cents: 14_000n, date: '2026-04-02' },
    ];
    expect(invoiceLettering({ ...base, settlements })).toBeNull();
    expect(invoiceLettering({ ...base, settlements, asOf: '2026-04-30' })).toEqual({
      code: 'AC',
      date: '2026-04-02',
    });
  });

  it('leaves an invoice settled beyond its total open: a credit note after payment, a refund owed', () => {
    const settlements = [
      { cents: 24_000n, date: '2026-03-05' },
      { cents: 4_000n, date: '2026-03-09' },
    ];
    expect(invoiceLettering({ ...base, settlements })).toBeNull();
  });

  it('letters nothing for an invoice of zero', () => {
    expect(
      invoiceLettering({ ...base, totalTtcCents: 0n, settlements: [{ cents: 0n, date: '2026-03-01' }] }),
    ).toBeNull();
  });
});
