import { describe, expect, it } from 'vitest';
import type { Place } from '../folders/place.ts';
import {
  CUSTOMER_ADDRESS_REQUIRED_MESSAGE,
  CUSTOMER_NAME_REQUIRED_MESSAGE,
  customerBillingPlace,
  customerIdentityProblem,
  customerIdentityProblems,
} from './customer-identity.ts';

const address = { line1: '4 rue des Docks', zipCode: '69009', city: 'Lyon' };

describe('customerIdentityProblems', () => {
  it.each([
    [
      'an empty customer',
      {},
      { name: CUSTOMER_NAME_REQUIRED_MESSAGE, address: CUSTOMER_ADDRESS_REQUIRED_MESSAGE },
    ],
    [
      'blank names and address',
      { headQuarterPlace: { companyName: '  ', city: ' ' } },
      { name: CUSTOMER_NAME_REQUIRED_MESSAGE, address: CUSTOMER_ADDRESS_REQUIRED_MESSAGE },
    ],
    [
      'a company with its billing address',
      { headQuarterPlace: { companyName: 'Garage' }, facturationPlace: address },
      {},
    ],
    ['a person on the main address', { headQuarterPlace: { contactName: 'Durand', ...address } }, {}],
    ['a first name only', { facturationPlace: { contactFirstname: 'Élise', ...address } }, {}],
    [
      'a name without any address',
      { headQuarterPlace: { companyName: 'Garage' } },
      { address: CUSTOMER_ADDRESS_REQUIRED_MESSAGE },
    ],
    [
      'an address typed as free text',
      { headQuarterPlace: { companyName: 'Garage', descriptionLieu: 'Zone du port' } },
      {},
    ],
    ['an address with no name', { facturationPlace: address }, { name: CUSTOMER_NAME_REQUIRED_MESSAGE }],
  ])('%s', (_, customer, expected) => {
    expect(customerIdentityProblems(customer)).toEqual(expected);
  });

  it('names the name first, then the address, then nothing', () => {
    expect(customerIdentityProblem({})).toBe(CUSTOMER_NAME_REQUIRED_MESSAGE);
    expect(customerIdentityProblem({ headQuarterPlace: { companyName: 'Garage' } })).toBe(
      CUSTOMER_ADDRESS_REQUIRED_MESSAGE,
    );
    expect(customerIdentityProblem({ headQuarterPlace: { companyName: 'Garage', ...address } })).toBeNull();
  });
});

describe('customerBillingPlace (issue 28 §5: the billing address is optional)', () => {
  const main = { companyName: 'Garage Dupont', ...address };
  it('is the billing place when it holds an address, else the main one', () => {
    const billing = { line1: '1 quai Perrache', zipCode: '69002', city: 'Lyon' };
    expect(customerBillingPlace({ headQuarterPlace: main, facturationPlace: billing })).toBe(billing);
    expect(customerBillingPlace({ headQuarterPlace: main, facturationPlace: null })).toBe(main);
    // A billing place with only a contact name has no address to print.
    const contactOnly: Partial<Place> = { contactName: 'Paul' };
    expect(
      customerBillingPlace<Partial<Place>>({ headQuarterPlace: main, facturationPlace: contactOnly }),
    ).toBe(main);
    expect(customerBillingPlace({})).toBeNull();
  });
});
