import { describe, expect, it } from 'vitest';
import {
  amountShown,
  initialPaymentForm,
  paymentBody,
  paymentFormIssues,
  referenceFieldOf,
} from './payment-form.ts';

describe('« Enregistrer un paiement »', () => {
  it('opens on today and on what remains, written the French way', () => {
    expect(initialPaymentForm(120, '2026-11-29')).toEqual({
      date: '2026-11-29',
      amount: '120,00',
      method: null,
      reference: '',
      receivedBy: '',
    });
    expect(amountShown(0.1 + 0.2)).toBe('0,30');
  });

  it('asks for the method, the cheque number and the transfer reference, in French', () => {
    const form = { ...initialPaymentForm(120, '2026-11-29'), amount: '' };
    expect(paymentFormIssues(form, 120)).toEqual({
      amount: 'Le montant est obligatoire.',
      method: 'Choisissez le mode de paiement.',
    });
    expect(paymentFormIssues({ ...form, amount: '50', method: 'CHEQUE' }, 120)).toEqual({
      reference: 'Le numéro du chèque est obligatoire.',
    });
    expect(paymentFormIssues({ ...form, amount: '50', method: 'TRANSFER' }, 120).reference).toBe(
      'La référence du virement est obligatoire.',
    );
    expect(paymentFormIssues({ ...form, amount: '50', method: 'CASH' }, 120)).toEqual({});
    expect(referenceFieldOf('CASH')).toBeNull();
    expect(referenceFieldOf('CARD')).toEqual({
      label: 'Numéro du ticket de carte bancaire',
      required: false,
    });
  });

  it('refuses an amount above what remains, nil or with three decimals', () => {
    const form = { ...initialPaymentForm(120, '2026-11-29'), method: 'CASH' as const };
    expect(paymentFormIssues({ ...form, amount: '120,01' }, 120).amount).toMatch(/dépasse le reste à payer/);
    expect(paymentFormIssues({ ...form, amount: '0' }, 120).amount).toMatch(/supérieur à 0/);
    expect(paymentFormIssues({ ...form, amount: '1,005' }, 120).amount).toMatch(/deux décimales/);
    expect(paymentFormIssues({ ...form, amount: '120,00' }, 120)).toEqual({});
  });

  it('sends the amount as its decimal text, and no reference for cash', () => {
    const form = initialPaymentForm(120, '2026-11-29');
    expect(
      paymentBody({ ...form, amount: '70,5', method: 'CHEQUE', reference: ' 1234 ', receivedBy: ' Léa ' }),
    ).toEqual({
      date: '2026-11-29',
      amount: '70.50',
      method: 'CHEQUE',
      reference: '1234',
      receivedBy: 'Léa',
    });
    expect(paymentBody({ ...form, method: 'CASH', reference: 'oublié' })).toEqual({
      date: '2026-11-29',
      amount: '120.00',
      method: 'CASH',
    });
  });
});
