import { z } from 'zod';
import { dateField, idField, idParam, MAX_INT, textField } from '../fields.ts';
import { Place, PlaceInput } from '../folders/place.ts';
import { InvoiceKind, InvoiceState } from './invoice-life-cycle.ts';
import {
  DocumentAllowance,
  lineDiscountFields,
  readOnlyLineFields,
  serviceFields,
  ServicePeriod,
} from './invoice-terms.ts';
import { VAT_TREATMENTS } from './vat-treatment.ts';
import { lineDiscountIssue } from '../rules/invoice-amounts.ts';
import {
  invoiceBoundsIssue,
  MAX_QUANTITY,
  quantityField,
  reportBoundsIssue,
  unitPriceField,
} from '../rules/amount-bounds.ts';

export const INVOICE_CODE_SENT_MESSAGE = 'Le numéro de facture est attribué par le serveur';
export const INVOICE_MAX_LINES = 200;
export const INVOICE_PAGE_SIZES = [10, 25, 50] as const;
export const INVOICE_MAX_PAGE_SIZE = 1000;

/**
 * A line as the client writes it: its amounts (montantTTC…) are recomputed, never read. Bounds
 * (rules/amount-bounds.ts): the line's HT, and the invoice's, fit their columns.
 */
export const InvoiceLineInput = z
  .object({
    articleId: idField.nullable().optional(),
    code: textField(50).nullable().optional(),
    nom: textField(200).min(1, "Le libellé de l'article est obligatoire"),
    /** Negative for a deduction (a customer's excess): EN 16931 wants the quantity (BT-129) negative, never the price (BR-27). */
    quantity: quantityField('Quantité', -MAX_QUANTITY, 3)
      .refine((quantity) => quantity !== 0, 'Quantité : une ligne ne peut pas avoir une quantité nulle')
      .default(1),
    montantHT: unitPriceField('Montant HT', 2),
    tvaId: idField.nullable().optional(),
    ...lineDiscountFields,
    ...readOnlyLineFields,
  })
  .strict()
  .superRefine((line, ctx) => {
    const issue = lineDiscountIssue({ ...line, unitHT: line.montantHT, taux: null });
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['discountPercent'] });
  });
export type InvoiceLineInput = z.infer<typeof InvoiceLineInput>;

/** The invoice's customer, copied at save: later changes to the customer do not rewrite it. */
export const InvoiceClientInput = z
  .object({
    /** The customer (legal entity) invoiced. */
    id: idField,
    companyName: textField(200).nullable().optional(),
    contactFirstname: textField(100).nullable().optional(),
    contactName: textField(100).nullable().optional(),
    modeReglementId: idField.nullable().optional(),
    place: PlaceInput.nullable().optional(),
  })
  .strict();

const invoiceFields = {
  date: dateField,
  /** Optional: the server computes it from the payment mode; one sent must match the rule. */
  dueDate: dateField.nullable().optional(),
  client: InvoiceClientInput,
  articles: z
    .array(InvoiceLineInput)
    .max(INVOICE_MAX_LINES, `Au plus ${INVOICE_MAX_LINES} lignes`)
    .superRefine((lines, ctx) => reportBoundsIssue(ctx, invoiceBoundsIssue(lines))),
  ...serviceFields,
  allowance: DocumentAllowance.nullable().optional(),
  /** Numbers are the server's (gapless sequence): sending one is refused. */
  code: z.undefined({ error: INVOICE_CODE_SENT_MESSAGE }).optional(),
};

export const InvoiceCreateBody = z.object(invoiceFields).strict();
export type InvoiceCreateBody = z.infer<typeof InvoiceCreateBody>;

/** PATCH by difference: only what changed, with the version read (stale → 409). */
export const InvoicePatchBody = z
  .object({ ...invoiceFields, version: z.number().int().min(1).max(MAX_INT) })
  .partial()
  .required({ version: true })
  .strict();
export type InvoicePatchBody = z.infer<typeof InvoicePatchBody>;

export const InvoiceLine = z.object({
  id: z.number().int(),
  articleId: z.number().int().nullable(),
  code: z.string().nullable(),
  nom: z.string(),
  quantity: z.number(),
  montantHT: z.number(),
  tvaId: z.number().int().nullable(),
  codeTva: z.string().nullable(),
  taux: z.string().nullable(),
  totalHT: z.number(),
  totalTVA: z.number(),
  montantTTC: z.number(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().nullable(),
  /** A credit note's line: the invoice line it credits. */
  creditedLineId: z.number().int().nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceVatRow = z.object({
  taux: z.string().nullable(),
  /** EN 16931 VAT category: S standard, AE reverse charge, G export, E exempt. */
  category: z.enum(['S', 'AE', 'G', 'E']),
  base: z.number(),
  tva: z.number(),
  /** The document allowance taken off this rate's lines (the base is net of it). */
  allowance: z.number(),
});

export const InvoiceClient = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  contactFirstname: z.string().nullable(),
  contactName: z.string().nullable(),
  modeReglementId: z.number().int().nullable(),
  place: Place.partial().nullable(),
});
export type InvoiceClient = z.infer<typeof InvoiceClient>;

/** The issued invoice a credit note corrects (EN 16931 BT-25 number, BT-26 date). */
export const CreditedInvoice = z.object({ id: z.number().int(), code: z.string(), date: z.string() });
export type CreditedInvoice = z.infer<typeof CreditedInvoice>;

export const Invoice = z.object({
  id: z.number().int(),
  /** An invoice (380) or a credit note (381). */
  kind: InvoiceKind,
  /** DRAFT: editable, deletable, no number; ISSUED: numbered, dated and frozen. */
  state: InvoiceState,
  /** The number, given at issue: null for a draft. */
  code: z.string().nullable(),
  /** A draft's provisional date; an issued document's date of issue. */
  date: z.string(),
  dueDate: z.string(),
  client: InvoiceClient,
  articles: z.array(InvoiceLine),
  vatBreakdown: z.array(InvoiceVatRow),
  totalHT: z.number(),
  totalTVA: z.number(),
  totalTTC: z.number(),
  folderId: z.number().int().nullable(),
  vatTreatment: z.enum(VAT_TREATMENTS),
  serviceDate: z.string().nullable(),
  servicePeriod: ServicePeriod.nullable(),
  allowance: DocumentAllowance.nullable(),
  /** A credit note's invoice; null for an invoice. */
  creditedInvoice: CreditedInvoice.nullable(),
  issuedAt: z.string().nullable(),
  /** The SHA-256 (hex) of the PDF kept at issue: every download gives these bytes. */
  documentSha256: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceIdParams = z.object({ id: idParam }).strict();
export const InvoiceNextCode = z.object({ data: z.string() });
/** GET /api/factures/nextCode: the invoice sequence's next number, or the credit notes'. */
export const InvoiceNextCodeQuery = z.object({ kind: InvoiceKind.default('INVOICE') }).strict();

/**
 * POST /api/factures/{id}/issue: the version the user saw may be sent, so that a draft changed
 * meanwhile is not issued unseen (409). No body: the stored draft as it is.
 */
export const InvoiceIssueBody = z
  .object({ version: z.number().int().min(1).max(MAX_INT) })
  .partial()
  .strict()
  .nullish();
export type InvoiceIssueBody = z.infer<typeof InvoiceIssueBody>;

/** POST /api/factures/{id}/credit-note: the lines credited (ids of the invoice's lines); none sent: all. */
export const CreditNoteBody = z
  .object({
    lineIds: z
      .array(idField)
      .min(1, 'Choisissez au moins une ligne à créditer')
      .max(INVOICE_MAX_LINES, `Au plus ${INVOICE_MAX_LINES} lignes`),
  })
  .partial()
  .strict()
  .nullish();
export type CreditNoteBody = z.infer<typeof CreditNoteBody>;

/** The invoice number: the account's prefix, a dash, the sequence on 6 digits (FC-000123). */
export const formatInvoiceCode = (prefix: string, value: number) =>
  `${prefix}-${String(value).padStart(6, '0')}`;
export const INVOICE_CODE_PLACEHOLDER = 'FC-----';

export * from './folder-invoicing.ts';
