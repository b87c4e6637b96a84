import { z } from 'zod';
import { idField, idParam, intField, intParam, textField } from '../fields.ts';
import { Place, PlaceInput } from '../folders/place.ts';
import { RegimeTvaSchema } from '../account-legal-entity.ts';
import { isValidVatNumber, normalizeVatNumber, VAT_NUMBER_INVALID_MESSAGE } from '../rules/vat-number.ts';
import { isValidSiren, normalizeSiren, SIREN_INVALID_MESSAGE } from '../rules/siren.ts';
import { E_ADDRESS_INVALID_MESSAGE, eAddressKind } from '../e-invoicing/e-address.ts';

/**
 * Customer (spec 1 §3 'Customer (legal entity)', type CUSTOMER). The code is the account's
 * prefixCustomer + its CUSTOMER counter, given by the server when it creates the customer.
 */
export const LegalEntityType = z.enum(['CUSTOMER']);

export const Customer = z.object({
  id: z.number().int(),
  code: z.string(),
  type: LegalEntityType,
  headQuarterPlace: Place.nullable(),
  facturationPlace: Place.nullable(),
  contactPlace1: Place.nullable(),
  contactPlace2: Place.nullable(),
  regimeTva: RegimeTvaSchema.nullable(),
  /** null is 'À réception'. */
  modeReglementId: z.number().int().nullable(),
  /** null is 'Non déterminé'. */
  typeReglementId: z.number().int().nullable(),
  tvaIntracommunautaire: z.string().nullable(),
  /**
   * The buyer's SIREN (9 digits), printed on its invoices; when not typed, the server reads it
   * from a French VAT number. Required to issue an invoice to a French company (buyer-siren.ts).
   */
  siren: z.string().nullable(),
  /** « Adresse de facturation électronique » (scheme 0225: SIREN, SIREN_SIRET…); null: its SIREN. */
  eInvoicingAddress: z.string().nullable(),
  /**
   * « Relances automatiques »: the nightly job reminds the customer of its unpaid invoices (issue 29 §4). On by
   * default: customers carry no « assistance company » kind, so an assisteur paying by batch is switched off by hand.
   */
  automaticReminders: z.boolean(),
  /**
   * The customer was erased (RGPD) while invoices name it: its card is anonymised and read-only,
   * the invoices keep their own copy of the buyer (issue 28 §2).
   */
  restrictedAt: z.iso.datetime().nullable(),
  /** Grows at every save; a PATCH carries the one it was based on. */
  version: z.number().int(),
  creationDateTime: z.iso.datetime(),
});
export type Customer = z.infer<typeof Customer>;

export const vatNumberField = textField(20)
  .refine((value) => value === '' || isValidVatNumber(value), VAT_NUMBER_INVALID_MESSAGE)
  .transform((value) => (value === '' ? null : normalizeVatNumber(value)));

/** Typed with spaces or dots (« 732 829 320 »), stored as 9 digits; empty is none. */
export const sirenField = textField(20)
  .refine((value) => value === '' || isValidSiren(value), SIREN_INVALID_MESSAGE)
  .transform((value) => (value === '' ? null : normalizeSiren(value)));

/** Typed as the platform's directory writes it; empty is none (the SIREN is used). */
export const eAddressField = textField(100)
  .refine((value) => value.trim() === '' || eAddressKind(value) !== null, E_ADDRESS_INVALID_MESSAGE)
  .transform((value) => (value.trim() === '' ? null : value.trim()));

const customerFields = {
  type: LegalEntityType,
  headQuarterPlace: PlaceInput.nullable(),
  facturationPlace: PlaceInput.nullable(),
  contactPlace1: PlaceInput.nullable(),
  contactPlace2: PlaceInput.nullable(),
  regimeTva: RegimeTvaSchema.nullable(),
  modeReglementId: idField.nullable(),
  typeReglementId: idField.nullable(),
  tvaIntracommunautaire: vatNumberField.nullable(),
  siren: sirenField.nullable(),
  eInvoicingAddress: eAddressField.nullable(),
  automaticReminders: z.boolean(),
};

/** POST /api/legalentities/: everything optional; the code is the server's. */
export const CustomerCreate = z.object(customerFields).partial().strict();
export type CustomerCreate = z.infer<typeof CustomerCreate>;
export type CustomerCreateInput = z.input<typeof CustomerCreate>;

/** PATCH /api/legalentities/{id}: what changed, and the version it was based on. */
export const CustomerPatch = z
  .object(customerFields)
  .partial()
  .extend({ version: intField(1) })
  .strict();
export type CustomerPatch = z.infer<typeof CustomerPatch>;
export type CustomerPatchInput = z.input<typeof CustomerPatch>;

export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;
export const CUSTOMER_MAX_PAGE_SIZE = 100;

/** GET /api/legalentities. */
export const CustomerListQuery = z
  .object({
    limit: intParam(1, CUSTOMER_MAX_PAGE_SIZE).default(10),
    page: intParam(1, 100_000).default(1),
    /** By code. */
    order: z.enum(['asc', 'desc']).default('asc'),
    types: LegalEntityType.default('CUSTOMER'),
    /** Matches company name, contact names, code and city, ignoring case and accents. */
    text: textField(100).optional(),
  })
  .strict();
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

export const CustomerList = z.object({ rows: z.array(Customer), total: z.number().int() });
export type CustomerList = z.infer<typeof CustomerList>;

export const CustomerIdParams = z.object({ id: idParam }).strict();

/** GET /api/legalentities/nextCode and /api/factures/nextCode: `data` holds the next code. */
export const NextCode = z.object({ data: z.string() });
export type NextCode = z.infer<typeof NextCode>;
