import type { AccountLegalEntity } from '../account-legal-entity.ts';
import { formatEuros } from './money.ts';

/**
 * The mandatory mentions of an invoice and which customer they apply to (CGI art. 242 nonies A
 * and ann. II; Code de commerce L. 441-9, L. 441-10, D. 441-5, R. 123-237; the 2026 reform's new
 * ones). The PDF prints them and the Factur-X XML carries them as notes with their subject codes
 * (UNTDID 4451), which the reform's rules (BR-FR-05) require on every invoice.
 */

/** A company name makes a business customer (the B2B mentions apply); none, a private person. */
export const isBusinessCustomer = (client: { companyName?: string | null }): boolean =>
  !!client.companyName?.trim();

/** The category of the operation (a 2026 mention): a tow-truck operator sells services. */
export const OPERATION_CATEGORY = 'Prestation de services';
/** Its code in the XML (BT-23, « cadre de facturation »): S = services, 1 = an invoice still to be paid. */
export const BILLING_MODE = 'S1';

/** « Option pour le paiement de la taxe d'après les débits » (CGI art. 242 nonies A, I-13°). */
export const VAT_ON_DEBITS_MENTION = 'Option pour le paiement de la taxe d’après les débits';

export const LATE_PENALTIES_MENTION =
  'En cas de retard de paiement, des pénalités au taux de trois fois le taux d’intérêt légal sont ' +
  'exigibles (art. L. 441-10 du Code de commerce).';
export const RECOVERY_INDEMNITY_MENTION =
  'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € ' +
  '(art. D. 441-5 du Code de commerce).';
export const NO_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé.';
/**
 * A private person owes neither the commercial penalties nor the 40 € indemnity (they are B2B
 * rules): the PDF says nothing of them, the XML still fills its mandatory PMD and PMT notes.
 */
export const PRIVATE_NO_PENALTIES_NOTE =
  'Pénalités de retard du Code de commerce : sans objet (client non professionnel).';
export const PRIVATE_NO_INDEMNITY_NOTE =
  'Indemnité forfaitaire pour frais de recouvrement : sans objet (client non professionnel).';

/** A rate of none or zero: the line carries no VAT and the invoice must say why (invoices/vat-treatment.ts). */
export const isWithoutVat = (taux: string | null | undefined): boolean => taux == null || Number(taux) === 0;

/** UNTDID 4451 subject codes the reform reads: PMT indemnity, PMD penalties, AAB discount, REG legal, TXD tax. */
export type InvoiceNoteSubject = 'PMT' | 'PMD' | 'AAB' | 'REG' | 'TXD';

export interface InvoiceNote {
  subject: InvoiceNoteSubject;
  text: string;
  /** Printed on the PDF too (the B2C « sans objet » notes are for the XML only). */
  printed: boolean;
}

/** The number as read aloud in groups of three: « 732 829 320 ». */
export const groupSiren = (siren: string): string => siren.replace(/(\d{3})(?=\d)/g, '$1 ');

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * The seller's legal identity line: form and capital, RCS city with the SIREN or the RM number
 * (Code de commerce R. 123-237, art. 5 of the 1983 decree for craftsmen). Empty when none is known.
 */
export function sellerLegalMention(entity: AccountLegalEntity, siren: string | null): string {
  const parts: string[] = [];
  if (!blank(entity.legalForm)) {
    const capital = Number(entity.shareCapital);
    parts.push(
      !blank(entity.shareCapital) && Number.isFinite(capital)
        ? `${entity.legalForm!.trim()} au capital de ${formatEuros(capital)
            .replace(/[\u202f\u00a0]/g, ' ')
            .replace(/,00 €$/, ' €')}`
        : entity.legalForm!.trim(),
    );
  }
  if (!blank(entity.rcsCity))
    parts.push(`RCS ${entity.rcsCity!.trim()}${siren ? ` ${groupSiren(siren)}` : ''}`);
  if (!blank(entity.rmNumber)) parts.push(`RM ${entity.rmNumber!.trim()}`);
  return parts.join(' – ');
}

/**
 * Every note the invoice carries, in order: payment mentions (PMD, PMT, AAB: B2B texts for a
 * business customer, « sans objet » XML-only notes for a private one), the seller's legal identity
 * and the category of the operation (REG), the option for VAT on debits when chosen (TXD).
 */
export function invoiceNotes(input: {
  businessCustomer: boolean;
  sellerLegalMention: string;
  vatOnDebits: boolean;
}): InvoiceNote[] {
  const b2b = input.businessCustomer;
  const notes: InvoiceNote[] = [
    { subject: 'PMD', text: b2b ? LATE_PENALTIES_MENTION : PRIVATE_NO_PENALTIES_NOTE, printed: b2b },
    { subject: 'PMT', text: b2b ? RECOVERY_INDEMNITY_MENTION : PRIVATE_NO_INDEMNITY_NOTE, printed: b2b },
    { subject: 'AAB', text: NO_DISCOUNT_MENTION, printed: true },
  ];
  if (input.sellerLegalMention)
    notes.push({ subject: 'REG', text: input.sellerLegalMention, printed: false });
  notes.push({
    subject: 'REG',
    text: `Catégorie de l’opération : ${OPERATION_CATEGORY.toLowerCase()}`,
    printed: true,
  });
  if (input.vatOnDebits) notes.push({ subject: 'TXD', text: VAT_ON_DEBITS_MENTION, printed: true });
  return notes;
}
