import { z } from 'zod';
import { Place } from './folders/place.ts';
import { RegimeTvaCode } from './referentials/codes.ts';

export const RegimeTvaSchema = z.enum(RegimeTvaCode);
export type RegimeTva = z.infer<typeof RegimeTvaSchema>;

/**
 * The account as a company (spec 3 §3 Account.legalEntity): who sells on its invoices, and the
 * prefixes of its invoice and customer numbers. The SIREN an accounting export needs is the
 * 9 digits inside a French intra-community VAT number (FR + 2-digit key + SIREN).
 */
export const AccountLegalEntity = z.object({
  headQuarterPlace: Place.nullable(),
  facturationPlace: Place.nullable(),
  regimeTva: RegimeTvaSchema.nullable(),
  defaultTvaId: z.number().int().nullable(),
  tvaIntracommunautaire: z.string().nullable(),
  prefixFacture: z.string(),
  prefixCustomer: z.string(),
});
export type AccountLegalEntity = z.infer<typeof AccountLegalEntity>;

/** A new account's prefixes until its administrator chooses others. */
export const DEFAULT_PREFIX_FACTURE = 'FC';
export const DEFAULT_PREFIX_CUSTOMER = 'CL';

export const emptyLegalEntity = (): AccountLegalEntity => ({
  headQuarterPlace: null,
  facturationPlace: null,
  regimeTva: 'TVA_FRANCE',
  defaultTvaId: null,
  tvaIntracommunautaire: null,
  prefixFacture: DEFAULT_PREFIX_FACTURE,
  prefixCustomer: DEFAULT_PREFIX_CUSTOMER,
});
