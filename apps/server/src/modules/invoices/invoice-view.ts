import {
  centsToNumber,
  invoiceNotes,
  lineNetCents,
  lineVatOf,
  invoiceUnitOf,
  isDeboursLine,
  isWithoutVat,
  sellerLegalMention,
  sirenOfVatNumber,
  type InvoiceNote,
  type InvoiceUnitCode,
  type Place,
  type VatCategory,
} from '@plateau/contracts';
import type { InvoiceDocument } from './invoice-document.ts';

export type { VatCategory };

/** A line's discount (BG-27): its amount (BT-136), percent (BT-138) and the gross it is taken from (BT-137). */
export interface ViewDiscount {
  amount: number;
  percent: number | null;
  base: number;
}

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
  discount: ViewDiscount | null;
  /** Débours: the customer's money passing through, outside the VAT base (shown as such). */
  debours: boolean;
}

export interface ViewVatRow {
  category: VatCategory;
  /** Percent, shortest form ('20', '5.5', '0'). */
  rate: string;
  base: number;
  vat: number;
  /** The legal basis of a row without VAT (every distinct reason of its lines). */
  exemptionReason: string | null;
  /** Its VATEX code (BT-121), when every line of the row shares one. */
  exemptionCode: string | null;
  /** The document allowance taken off this row (BG-20), 0 when none. */
  allowance: number;
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
  /** The lines' nets summed (BT-106) and the document allowances (BT-107). */
  linesTotal: number;
  allowanceTotal: number;
  /** The document allowance's percent and reason. */
  allowance: { percent: number; reason: string } | null;
  totalHT: number;
  totalTVA: number;
  totalTTC: number;
  notes: InvoiceNote[];
  /** Payment by transfer to the seller's account, when it is known. */
  transfer: { iban: string; bic: string | null } | null;
}

const shortRate = (taux: string | null) => (isWithoutVat(taux) ? '0' : String(Number(taux)));
const compact = (value: string | null | undefined) => value?.replace(/\s/g, '').toUpperCase() || null;
const cents = (value: number) => Math.round(value * 100);

export function invoiceView(doc: InvoiceDocument): InvoiceView {
  const { invoice, seller, buyer } = doc;
  const le = seller.legalEntity;
  // Stored negative or positive, a credit note shows positive amounts.
  const sign = doc.kind === 'credit-note' && invoice.totalTTC < 0 ? -1 : 1;
  const vatOf = (line: { nom: string; taux: string | null }) =>
    lineVatOf(invoice.vatTreatment, line, invoice.date);
  const lines: ViewLine[] = invoice.articles.map((line) => {
    const total = sign * line.totalHT;
    const gross = centsToNumber(lineNetCents(line.quantity, line.montantHT));
    const discountAmount = Math.round((Math.abs(gross) - Math.abs(total)) * 100) / 100;
    return {
      code: line.code,
      name: line.nom,
      quantity: sign * line.quantity,
      unit: invoiceUnitOf(line as { nom: string; unit?: string | null }),
      unitPrice: line.montantHT,
      total,
      taux: line.taux,
      category: vatOf(line).category,
      rate: shortRate(line.taux),
      debours: isDeboursLine(line),
      discount:
        line.discountPercent || line.discountAmount
          ? { amount: discountAmount, percent: line.discountPercent, base: sign * gross }
          : null,
    };
  });
  const reasons = new Map<string, { texts: Set<string>; codes: Set<string | null> }>();
  for (const line of invoice.articles) {
    const { category, exemption } = vatOf(line);
    const key = `${category}${shortRate(line.taux)}`;
    if (!exemption) continue;
    const found = reasons.get(key) ?? { texts: new Set(), codes: new Set() };
    found.texts.add(exemption.mention);
    found.codes.add(exemption.vatex);
    reasons.set(key, found);
  }
  const rows = new Map<string, ViewVatRow>();
  for (const row of invoice.vatBreakdown) {
    const { category } = row;
    const rate = shortRate(row.taux);
    const key = `${category}${rate}`;
    const merged = rows.get(key) ?? {
      category,
      rate,
      base: 0,
      vat: 0,
      allowance: 0,
      exemptionReason: null,
      exemptionCode: null,
    };
    merged.base = (cents(merged.base) + sign * cents(row.base)) / 100;
    merged.vat = (cents(merged.vat) + sign * cents(row.tva)) / 100;
    merged.allowance = (cents(merged.allowance) + sign * cents(row.allowance)) / 100;
    const reason = reasons.get(key);
    merged.exemptionReason = reason ? [...reason.texts].join(' ; ') : null;
    merged.exemptionCode = reason?.codes.size === 1 ? [...reason.codes][0]! : null;
    rows.set(key, merged);
  }
  const allowanceTotal = [...rows.values()].reduce((sum, row) => sum + cents(row.allowance), 0) / 100;
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
    linesTotal: (cents(sign * invoice.totalHT) + cents(allowanceTotal)) / 100,
    allowanceTotal,
    allowance: invoice.allowance,
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
