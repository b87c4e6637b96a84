import type { Customer, Place } from '@plateau/contracts';
import { describe, expect, it } from 'vitest';
import type { DraftClient } from './invoice-draft.ts';
import { pickedClient } from './picked-client.ts';

const place = (fields: Partial<Place>) => fields as Place;
const customer = (fields: Partial<Customer>) =>
  ({
    id: 42,
    code: 'CL00042',
    headQuarterPlace: null,
    facturationPlace: null,
    modeReglementId: null,
    ...fields,
  }) as Customer;

const current: DraftClient = {
  id: 7,
  companyName: 'Ancien client',
  contactFirstname: 'Paul',
  contactName: 'Ancien',
  modeReglementId: 3,
  place: { id: 900, line1: '1 rue Ancienne', city: 'Nantes' },
};

describe('the customer picked for an invoice', () => {
  it('is exactly the chosen customer, with a copy of its billing address', () => {
    const picked = pickedClient(
      customer({
        headQuarterPlace: place({ id: 11, companyName: 'Garage Durand', contactName: 'Durand' }),
        facturationPlace: place({
          id: 12,
          companyName: 'Garage Durand – Compta',
          contactFirstname: 'Léa',
          contactName: 'Martin',
          line1: '3 rue Neuve',
          zipCode: '69001',
          city: 'Lyon',
          date: '2026-01-01T00:00:00Z',
        }),
        modeReglementId: null,
      }),
      current,
    );
    expect(picked).toEqual({
      id: 42,
      companyName: 'Garage Durand – Compta',
      contactFirstname: 'Léa',
      contactName: 'Martin',
      // The customer's mode, even « À réception » (null): nothing of the previous client stays.
      modeReglementId: null,
      // The invoice keeps its own place id; the customer's row id and date are not copied.
      place: {
        id: 900,
        companyName: 'Garage Durand – Compta',
        contactFirstname: 'Léa',
        contactName: 'Martin',
        line1: '3 rue Neuve',
        zipCode: '69001',
        city: 'Lyon',
      },
    });
  });

  it('takes the main address when there is no billing one, and its company when the billing has none', () => {
    const picked = pickedClient(
      customer({
        headQuarterPlace: place({
          id: 11,
          companyName: 'Dépannage Rapide',
          line1: '5 quai Est',
          city: 'Lyon',
        }),
        modeReglementId: 2,
      }),
      { ...current, place: null },
    );
    expect(picked.companyName).toBe('Dépannage Rapide');
    expect(picked.place).toEqual({ companyName: 'Dépannage Rapide', line1: '5 quai Est', city: 'Lyon' });
    expect(picked.modeReglementId).toBe(2);

    const blankBilling = pickedClient(
      customer({
        headQuarterPlace: place({ companyName: 'Siège SA', contactName: 'Roux' }),
        facturationPlace: place({ companyName: '  ', line1: '9 rue Sud' }),
      }),
      current,
    );
    expect(blankBilling.companyName).toBe('Siège SA');
    expect(blankBilling.contactName).toBe('Roux');
  });

  it('a customer with no address at all leaves no address', () => {
    expect(pickedClient(customer({}), current).place).toBeNull();
  });
});
