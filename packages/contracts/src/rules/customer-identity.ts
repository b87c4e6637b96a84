import { buyerName, type NamedParty } from './buyer-name.ts';

/**
 * What a customer needs to be saved (issue 20 §4.1): a name, a company's or a person's, on its main
 * or billing address; and a billing address, the billing place's or, when it has none, the main one
 * (the invoice prints it). The server checks the customer as it would be stored; the form as it is typed.
 */
export const CUSTOMER_NAME_REQUIRED_MESSAGE =
  'Le nom du client est obligatoire : une société, ou le nom d’une personne';
export const CUSTOMER_ADDRESS_REQUIRED_MESSAGE =
  'L’adresse de facturation est obligatoire (ou, à défaut, l’adresse principale)';

interface AddressedParty extends NamedParty {
  line1?: string | null;
  zipCode?: string | null;
  city?: string | null;
  descriptionLieu?: string | null;
}

export interface CustomerIdentity {
  headQuarterPlace?: AddressedParty | null;
  facturationPlace?: AddressedParty | null;
}

/** True when the place holds a postal address (a street, a postcode, a town or a description). */
export const hasPostalAddress = (place: AddressedParty | null | undefined): boolean =>
  !!place && [place.line1, place.zipCode, place.city, place.descriptionLieu].some((part) => !!part?.trim());

/**
 * The address an invoice prints for the customer: the billing place when it holds an address,
 * else the main one (which is why the form marks neither as required on its own).
 */
export function customerBillingPlace<P extends AddressedParty>(customer: {
  headQuarterPlace?: P | null;
  facturationPlace?: P | null;
}): P | null {
  if (hasPostalAddress(customer.facturationPlace)) return customer.facturationPlace!;
  return customer.headQuarterPlace ?? customer.facturationPlace ?? null;
}

/** Where each problem is shown: under the main address's name, under the billing address. */
export interface CustomerIdentityProblems {
  name?: string;
  address?: string;
}

export function customerIdentityProblems(customer: CustomerIdentity): CustomerIdentityProblems {
  const problems: CustomerIdentityProblems = {};
  if (!buyerName(customer.headQuarterPlace) && !buyerName(customer.facturationPlace)) {
    problems.name = CUSTOMER_NAME_REQUIRED_MESSAGE;
  }
  if (!hasPostalAddress(customer.facturationPlace) && !hasPostalAddress(customer.headQuarterPlace)) {
    problems.address = CUSTOMER_ADDRESS_REQUIRED_MESSAGE;
  }
  return problems;
}

/** The first problem, for a server's one-line refusal; null when the customer may be saved. */
export const customerIdentityProblem = (customer: CustomerIdentity): string | null => {
  const problems = customerIdentityProblems(customer);
  return problems.name ?? problems.address ?? null;
};
