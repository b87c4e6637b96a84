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
  // The seller's mandatory mentions (Code de commerce R123-237, L441-9; CGI ann. II art. 242 nonies A),
  // checked when an invoice is issued. Optional: accounts saved before they existed have none.
  /** Forme juridique, e.g. « SARL », « SAS », « EI ». */
  legalForm: z.string().nullable().optional(),
  /** Capital social in euros, as a decimal text (« 10000.00 »); none for an individual business. */
  shareCapital: z.string().nullable().optional(),
  /** City of the RCS registry (« RCS Lyon ») — the number is the SIREN. */
  rcsCity: z.string().nullable().optional(),
  /** Numéro au répertoire des métiers, for a craftsman instead of the RCS. */
  rmNumber: z.string().nullable().optional(),
  iban: z.string().nullable().optional(),
  bic: z.string().nullable().optional(),
  /** « Option pour le paiement de la TVA d'après les débits » (CGI art. 269), printed when chosen. */
  vatOnDebits: z.boolean().nullable().optional(),
});
export type AccountLegalEntity = z.infer<typeof AccountLegalEntity>;

/**
 * The legal forms the settings offer to choose from (any other may be typed): companies, then the
 * individual businesses, which have no share capital.
 */
export const COMMON_LEGAL_FORMS = [
  { value: 'SARL', label: 'SARL — Société à responsabilité limitée' },
  { value: 'SAS', label: 'SAS — Société par actions simplifiée' },
  { value: 'SASU', label: 'SASU — Société par actions simplifiée unipersonnelle' },
  { value: 'EURL', label: 'EURL — Entreprise unipersonnelle à responsabilité limitée' },
  { value: 'SA', label: 'SA — Société anonyme' },
  { value: 'SNC', label: 'SNC — Société en nom collectif' },
  { value: 'EI', label: 'EI — Entreprise individuelle' },
  { value: 'EIRL', label: 'EIRL — Entreprise individuelle à responsabilité limitée' },
] as const;

/** A common form typed in small letters or with dots (« s.a.r.l. ») is stored as its short name. */
export function normalizeLegalForm(value: string): string {
  const compact = value.trim().replace(/\./g, '').toUpperCase();
  const common = COMMON_LEGAL_FORMS.find((form) => form.value === compact);
  return common ? common.value : value.trim();
}

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
  legalForm: null,
  shareCapital: null,
  rcsCity: null,
  rmNumber: null,
  iban: null,
  bic: null,
  vatOnDebits: false,
});

/** Individual businesses have no share capital to print. */
export const INDIVIDUAL_FORMS: ReadonlySet<string> = new Set([
  'EI',
  'EIRL',
  'EURL EI',
  'MICRO-ENTREPRISE',
  'AUTO-ENTREPRENEUR',
]);

/** True when the form is an individual business's (no share capital asked). */
export const isIndividualForm = (legalForm: string | null | undefined): boolean =>
  !!legalForm && INDIVIDUAL_FORMS.has(legalForm.trim().toUpperCase());

const isBlank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/**
 * What the seller still lacks for an invoice to be issued, named as the settings screen names it
 * (empty: nothing). The SIREN is read from the French VAT number, which is therefore required.
 */
export function missingSellerMentions(entity: AccountLegalEntity, sellerName?: string | null): string[] {
  const missing: string[] = [];
  if (sellerName !== undefined && isBlank(sellerName)) missing.push('raison sociale');
  if (!entity.headQuarterPlace && !entity.facturationPlace) missing.push('adresse du siège');
  if (isBlank(entity.tvaIntracommunautaire)) missing.push('numéro de TVA intracommunautaire');
  if (isBlank(entity.legalForm)) missing.push('forme juridique');
  else if (!isIndividualForm(entity.legalForm) && isBlank(entity.shareCapital))
    missing.push('capital social');
  if (isBlank(entity.rcsCity) && isBlank(entity.rmNumber)) missing.push('ville du RCS ou numéro au RM');
  if (isBlank(entity.iban)) missing.push('IBAN');
  return missing;
}
