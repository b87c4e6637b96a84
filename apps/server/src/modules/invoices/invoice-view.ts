import {
  exemptionReasonOf,
  invoiceNotes,
  invoiceUnitOf,
  isWithoutVat,
  sellerLegalMention,
  sirenOfVatNumber,
  type InvoiceNote,
  type InvoiceUnitCode,
  type Place,
} from '@plateau/contracts';
import type { InvoiceDocument } from './invoice-document.ts';

/** EN 16931 VAT category: S standard rate, E exempt (no rate, or zero). */
export type VatCategory = 'S' | 'E';

export interface ViewLine {
  code: string | null;
  name: string;
  quantity: number;
  unit: InvoiceUnitCode;
  unitPrice: number;
  total: number;
  /** The rate as stored ('20.00'), null without VAT. */
  taux: string | null;
  category: VatCategory;
  /** Percent, shortest form ('20', '5.5', '0'). */
  rate: string;
}

export interface ViewVatRow {
  category: VatCategory;
  /** Percent, shortest form ('20', '5.5', '0'). */
  rate: string;
  base: number;
  vat: number;
  /** The legal basis of an exempt row (every distinct reason of its lines). */
  exemptionReason: string | null;
}

/**
 * The invoice as both renderers show it: lines with their unit and VAT category, the VAT
 * breakdown by category and rate in rate order, the notes that apply to this customer, the
 * seller's and buyer's identifiers. A credit note's amounts are positive (its type says it credits).
 */
export interface InvoiceView {
  doc: InvoiceDocument;
  typeCode: '380' | '381';
  /** « Facture » or « Avoir ». */
  title: string;
  /** The number, none on a draft. */
  number: string | null;
  /** « Facture FC-000001 », « Brouillon d'avoir ». */
  heading: string;
  sellerSiren: string | null;
  sellerVatNumber: string | null;
  sellerLegal: string;
  sellerPlace: Partial<Place> | null;
  buyerName: string;
  buyerContact: string | null;
  buyerPlace: Partial<Place> | null;
  lines: ViewLine[];
  vatRows: ViewVatRow[];
  totalHT: number;
  totalTVA: number;
  totalTTC: number;
  notes: InvoiceNote[];
  /** Payment by transfer to the seller's account, when it is known. */
  transfer: { iban: string; bic: string | null } | null;
}

const shortRate = (taux: string | null) => (isWithoutVat(taux) ? '0' : String(Number(taux)));
const categoryOf = (taux: string | null): VatCategory => (isWithoutVat(taux) ? 'E' : 'S');
const compact = (value: string | null | undefined) => value?.replace(/\s/g, '').toUpperCase() || null;

export function invoiceView(doc: InvoiceDocument): InvoiceView {
  const { invoice, seller, buyer } = doc;
  const le = seller.legalEntity;
  // Stored negative or positive, a credit note shows positive amounts.
  const sign = doc.kind === 'credit-note' && invoice.totalTTC < 0 ? -1 : 1;
  const lines: ViewLine[] = invoice.articles.map((line) => ({
    code: line.code,
    name: line.nom,
    quantity: sign * line.quantity,
    unit: invoiceUnitOf(line as { nom: string; unit?: string | null }),
    unitPrice: line.montantHT,
    total: sign * line.totalHT,
    taux: line.taux,
    category: categoryOf(line.taux),
    rate: shortRate(line.taux),
  }));
  const reasons = new Map<string, Set<string>>();
  for (const line of invoice.articles) {
    const reason = exemptionReasonOf(line, le.regimeTva);
    const key = `${categoryOf(line.taux)}${shortRate(line.taux)}`;
    if (reason) reasons.set(key, (reasons.get(key) ?? new Set()).add(reason));
  }
  const rows = new Map<string, ViewVatRow>();
  for (const row of invoice.vatBreakdown) {
    const category = categoryOf(row.taux);
    const rate = shortRate(row.taux);
    const key = `${category}${rate}`;
    const merged = rows.get(key) ?? { category, rate, base: 0, vat: 0, exemptionReason: null };
    merged.base = Math.round((merged.base + sign * row.base) * 100) / 100;
    merged.vat = Math.round((merged.vat + sign * row.tva) * 100) / 100;
    merged.exemptionReason = category === 'E' ? [...(reasons.get(key) ?? [])].join(' ; ') || null : null;
    rows.set(key, merged);
  }
  const sellerVatNumber = compact(le.tvaIntracommunautaire);
  const sellerSiren = sellerVatNumber ? sirenOfVatNumber(sellerVatNumber) : null;
  const sellerLegal = sellerLegalMention(le, sellerSiren);
  const client = invoice.client;
  const contact = [client.contactFirstname, client.contactName].filter(Boolean).join(' ') || null;
  const title = doc.kind === 'credit-note' ? 'Avoir' : 'Facture';
  const number = doc.draft ? null : invoice.code || null;
  const iban = compact(le.iban);
  return {
    doc,
    typeCode: doc.kind === 'credit-note' ? '381' : '380',
    title,
    number,
    heading: number
      ? `${title} ${number}`
      : doc.kind === 'credit-note'
        ? 'Brouillon d’avoir'
        : 'Brouillon de facture',
    sellerSiren,
    sellerVatNumber,
    sellerLegal,
    sellerPlace: le.facturationPlace ?? le.headQuarterPlace ?? seller.place,
    buyerName: client.companyName?.trim() || contact || 'Client',
    buyerContact: client.companyName?.trim() ? contact : null,
    buyerPlace: client.place,
    lines,
    vatRows: [...rows.values()].sort((a, b) => Number(a.rate) - Number(b.rate)),
    totalHT: sign * invoice.totalHT,
    totalTVA: sign * invoice.totalTVA,
    totalTTC: sign * invoice.totalTTC,
    notes: invoiceNotes({
      businessCustomer: buyer.isCompany,
      sellerLegalMention: sellerLegal,
      vatOnDebits: !!le.vatOnDebits,
    }),
    transfer: iban ? { iban, bic: compact(le.bic) } : null,
  };
}
