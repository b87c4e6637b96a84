import { describe, expect, it } from 'vitest';
import { parseParisDateTime } from '../rules/paris-clock.ts';
import { storageDays, tariffPeriodOn, yardFees, type YardStay } from './yard-fees.ts';
import { nationalTariffPeriods, type YardTariffPeriod } from './yard-tariff-data.ts';

const at = (text: string) => parseParisDateTime(text)!;
const stay = (overrides: Partial<YardStay>): YardStay => ({
  category: 'VP',
  removedAt: at('10/06/2024 09:00'),
  releasedAt: at('10/06/2024 17:00'),
  vehicleRemoved: true,
  immobilisation: false,
  expertise: false,
  privateDailyCents: null,
  ...overrides,
});
const summary = (lines: { code: string; quantity: number; unitCents: number }[]) =>
  lines.map((l) => `${l.code} ${l.quantity}×${l.unitCents}`);

describe('storageDays', () => {
  it('counts a release on the day of removal as one day', () => {
    expect(storageDays(at('10/06/2024 09:00'), at('10/06/2024 17:00'))).toEqual(['2024-06-10']);
  });

  it('counts each day started in Paris time: 30 Nov 23:50 → 2 Dec 08:00 is three days', () => {
    expect(storageDays(at('30/11/2025 23:50'), at('02/12/2025 08:00'))).toEqual([
      '2025-11-30',
      '2025-12-01',
      '2025-12-02',
    ]);
  });

  it('reads the day in Paris, not in UTC, across the summer time change', () => {
    expect(storageDays(at('29/03/2025 00:30'), at('31/03/2025 00:30'))).toHaveLength(3);
  });
});

describe('yardFees', () => {
  const national = nationalTariffPeriods('NATIONAL');

  it('bills a car: enlèvement and the days of storage, at the national rates', () => {
    const fees = yardFees(stay({ releasedAt: at('12/06/2024 10:00'), expertise: true }), national);
    expect(summary(fees.lines)).toEqual(['ENLEVEMENT 1×12765', 'EXPERTISE 1×6100', 'GARDE 3×675']);
    expect(fees.totalCents).toBe(12765 + 6100 + 3 * 675);
    expect(fees.days).toBe(3);
  });

  it('bills the opérations préalables only when the owner came before the vehicle left', () => {
    const fees = yardFees(stay({ vehicleRemoved: false, immobilisation: true }), national);
    expect(summary(fees.lines)).toEqual(['IMMOBILISATION 1×760', 'OPERATIONS_PREALABLES 1×1520']);
    expect(fees.days).toBe(0);
  });

  it('uses Paris’s own rates for a car, and the national ones for a lorry', () => {
    const paris = nationalTariffPeriods('PARIS');
    expect(summary(yardFees(stay({}), paris).lines)).toEqual(['ENLEVEMENT 1×15000', 'GARDE 1×2900']);
    expect(summary(yardFees(stay({ category: 'PL_19_44' }), paris).lines)).toEqual([
      'ENLEVEMENT 1×27440',
      'GARDE 1×920',
    ]);
    expect(summary(yardFees(stay({}), nationalTariffPeriods('LYON')).lines)).toEqual([
      'ENLEVEMENT 1×12765',
      'GARDE 1×1000',
    ]);
  });

  it('bills each day at its own period’s rate when a new tariff starts during the stay', () => {
    const before: YardTariffPeriod = { ...national[0]!, from: '2020-01-01' };
    const after: YardTariffPeriod = {
      from: '2024-06-12',
      source: 'nouvel arrêté',
      rates: {
        ...national[0]!.rates,
        VP: { ...national[0]!.rates.VP, gardeJournaliereCents: 800, enlevementCents: 1 },
      },
    };
    const fees = yardFees(stay({ releasedAt: at('13/06/2024 08:00') }), [after, before]);
    expect(summary(fees.lines)).toEqual(['ENLEVEMENT 1×12765', 'GARDE 2×675', 'GARDE 2×800']);
    expect(fees.totalCents).toBe(12765 + 2 * 675 + 2 * 800);
    expect(tariffPeriodOn([after, before], '2019-01-01').from).toBe('2020-01-01');
  });

  it('bills a private storage at the account’s own daily price, nothing regulated', () => {
    const fees = yardFees(stay({ releasedAt: at('11/06/2024 08:00'), privateDailyCents: 1500 }), national);
    expect(summary(fees.lines)).toEqual(['GARDE 2×1500']);
  });
});
