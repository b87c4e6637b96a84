import { describe, expect, it } from 'vitest';
import { datedValueOn, RECOVERY_INDEMNITY } from './payment-law-data.ts';
import {
  cashCeilingIssue,
  daysLate,
  overPaymentIssue,
  paymentStatus,
  remainingCents,
} from './payment-rules.ts';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('remainingCents', () => {
  it('lowers what remains by credit notes and payments, never below zero', () => {
    expect(
      remainingCents({ totalTtcCents: 50_000n, creditedTtcCents: [10_000n], paidCents: [20_000n] }),
    ).toBe(20_000n);
    expect(remainingCents({ totalTtcCents: 50_000n, creditedTtcCents: [50_000n], paidCents: [1n] })).toBe(0n);
  });
});

describe('paymentStatus', () => {
  const base = { totalTtcCents: 30_000n, dueDay: '2026-03-10', today: '2026-03-10' };
  it('says « Payée » when nothing remains', () => {
    expect(paymentStatus({ ...base, remainingCents: 0n }).label).toBe('Payée');
  });
  it('says what remains of a partly paid invoice', () => {
    const status = paymentStatus({ ...base, remainingCents: 12_000n });
    expect(status.state).toBe('PARTLY_PAID');
    expect(nbsp(status.label)).toBe('Partiellement payée (reste 120,00 €)');
  });
  it('counts the days late after the due day', () => {
    const status = paymentStatus({ ...base, remainingCents: 30_000n, today: '2026-03-22' });
    expect(status).toMatchObject({ state: 'OVERDUE', daysLate: 12, label: 'En retard de 12 jours' });
    expect(paymentStatus({ ...base, remainingCents: 1n, today: '2026-03-11' }).label).toBe(
      'En retard de 1 jour',
    );
  });
  it('says « À régler » before the due day', () => {
    expect(paymentStatus({ ...base, remainingCents: 30_000n }).label).toBe('À régler');
    expect(daysLate('2026-03-10', '2026-03-01')).toBe(0);
  });
});

describe('cashCeilingIssue', () => {
  it('refuses cash above 1 000 € from a business, naming the rule', () => {
    const issue = cashCeilingIssue({
      isBusinessCustomer: true,
      cashCents: 80_000n,
      earlierCashCents: 30_000n,
      day: '2026-03-10',
    });
    expect(nbsp(issue ?? '')).toContain('1 000,00 €');
    expect(issue).toContain('art. D112-3');
  });
  it('allows 1 000 € exactly, and any cash from an individual', () => {
    const day = '2026-03-10';
    expect(
      cashCeilingIssue({ isBusinessCustomer: true, cashCents: 100_000n, earlierCashCents: 0n, day }),
    ).toBeNull();
    expect(
      cashCeilingIssue({ isBusinessCustomer: false, cashCents: 900_000n, earlierCashCents: 0n, day }),
    ).toBeNull();
  });
  it('applies the ceiling in force on the payment day', () => {
    const day = '2014-06-01';
    expect(
      cashCeilingIssue({ isBusinessCustomer: true, cashCents: 200_000n, earlierCashCents: 0n, day }),
    ).toBeNull();
  });
});

describe('overPaymentIssue', () => {
  it('refuses zero and more than what remains', () => {
    expect(overPaymentIssue(0n, 100n)).toContain('supérieur à 0');
    expect(overPaymentIssue(101n, 100n)).toContain('reste à payer');
    expect(overPaymentIssue(100n, 100n)).toBeNull();
  });
});

describe('dated legal values', () => {
  it('knows the 40 € recovery indemnity', () => {
    expect(datedValueOn(RECOVERY_INDEMNITY, '2026-01-01')?.cents).toBe(4_000n);
    expect(datedValueOn(RECOVERY_INDEMNITY, '2010-01-01')).toBeUndefined();
  });
});
