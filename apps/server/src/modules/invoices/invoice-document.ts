import {
  isBusinessCustomer,
  sirenOfVatNumber,
  type AccountLegalEntity,
  type Invoice,
  type Place,
} from '@plateau/contracts';

/** Who sells: the account, its address and identifiers (the SIREN is inside the VAT number). */
export interface Seller {
  name: string;
  legalEntity: AccountLegalEntity;
  place: Partial<Place> | null;
}

/** What the invoice's customer copy does not hold: its identifiers, read from the customer. */
export interface InvoiceBuyer {
  /** A business customer gets the B2B mentions (penalties, 40 € indemnity); a private person not. */
  isCompany: boolean;
  /** SIREN (9 digits), printed and sent as BT-47 and as the electronic address BT-49. */
  siren: string | null;
  /** Intra-community VAT number (BT-48). */
  vatNumber: string | null;
  /** The electronic address of a customer without SIREN (BT-49, scheme EM). */
  email: string | null;
}

export type InvoiceKind = 'invoice' | 'credit-note';

/** The invoice a credit note corrects (BT-25, BT-26). */
export interface PrecedingInvoice {
  code: string;
  /** yyyy-mm-dd */
  date: string;
}

/** The orders an invoice made from a folder answers (printed, and BT-13 / BT-14 in the Factur-X). */
export interface OrderReferences {
  /** The assisteur's file number: its order to the operator. */
  assisteurFile: string | null;
  /** The operator's own folder number (OT100070). */
  folder: string | null;
}

/**
 * Everything the PDF and the Factur-X XML are made from: one input for both renderers, so the
 * two always say the same.
 */
export interface InvoiceDocument {
  invoice: Invoice;
  seller: Seller;
  buyer: InvoiceBuyer;
  /** The payment mode's name (« 30 jours fin de mois »), printed with the due date. */
  paymentTerms: string;
  kind: InvoiceKind;
  /** Required for a credit note (the reform refuses one that names no invoice). */
  precedingInvoice: PrecedingInvoice | null;
  /** A draft prints « BROUILLON », no number, and carries no Factur-X file. */
  draft: boolean;
  /** The date of the service (yyyy-mm-dd), BT-72: the invoice's own, else the folder's mission, else its date. */
  serviceDate: string;
  /** The service's period (BT-73/74), when the invoice gives one instead of a day. */
  servicePeriod: { start: string; end: string } | null;
  references: OrderReferences;
}

/** What a caller must give; the rest has a default (an issued invoice, to a customer of unknown identifiers). */
export type InvoiceDocumentInput = Pick<InvoiceDocument, 'invoice' | 'seller'> &
  Partial<
    Omit<InvoiceDocument, 'invoice' | 'seller' | 'buyer' | 'serviceDate' | 'servicePeriod' | 'references'>
  > & {
    references?: Partial<OrderReferences>;
    buyer?: Partial<InvoiceBuyer>;
    serviceDate?: string | null;
  };

/** Spec 1 §2 'Customers': a customer without a payment mode pays on receipt. */
export const ON_RECEIPT = 'À réception';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function invoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { invoice } = input;
  const vatNumber =
    blankToNull(input.buyer?.vatNumber)
      ?.replace(/[\s.-]/g, '')
      .toUpperCase() ?? null;
  // A French VAT number holds the SIREN: the fallback for a customer whose SIREN was not typed.
  const siren =
    blankToNull(input.buyer?.siren)?.replace(/[\s.]/g, '') ??
    (vatNumber ? sirenOfVatNumber(vatNumber) : null);
  return {
    invoice,
    seller: input.seller,
    buyer: {
      isCompany: input.buyer?.isCompany ?? isBusinessCustomer(invoice.client),
      siren,
      vatNumber,
      email: blankToNull(input.buyer?.email ?? invoice.client.place?.contactEmail),
    },
    paymentTerms: blankToNull(input.paymentTerms) ?? ON_RECEIPT,
    kind: input.kind ?? 'invoice',
    precedingInvoice: input.precedingInvoice ?? null,
    draft: input.draft ?? !invoice.code,
    serviceDate: invoice.serviceDate ?? input.serviceDate ?? invoice.date,
    servicePeriod: invoice.servicePeriod ?? null,
    references: {
      assisteurFile: blankToNull(input.references?.assisteurFile),
      folder: blankToNull(input.references?.folder),
    },
  };
}
