import { isWithoutVat, type Invoice, type InvoiceRow } from '@plateau/contracts';
import { invoicePaymentState } from '../payments/index.ts';
import type { findInvoice, InvoiceRecord } from './invoices.repository.ts';

type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

const amount = (text: string) => Number(text);
const optionalAmount = (text: string | null) => (text == null ? null : Number(text));

/** A row of the list; `remaining` is what it still owes (`remainingSql`), worded on `today` for an issued invoice. */
export const toInvoiceRow = (invoice: InvoiceRecord, remaining: string, today: string): InvoiceRow => ({
  id: invoice.id,
  kind: invoice.kind,
  state: invoice.state,
  code: invoice.code,
  date: invoice.date,
  dueDate: invoice.dueDate,
  companyName: invoice.restrictedAt ? null : invoice.companyName,
  restricted: invoice.restrictedAt !== null,
  totalHT: amount(invoice.totalHT),
  totalTTC: amount(invoice.totalTTC),
  createdAt: invoice.createdAt.toISOString(),
  payment:
    invoice.kind === 'INVOICE' && invoice.state === 'ISSUED'
      ? invoicePaymentState({ totalTTC: invoice.totalTTC, dueDate: invoice.dueDate, remaining }, today)
      : null,
});

export const toInvoice = ({ invoice, lines, credited, documentSha256 }: FoundInvoice): Invoice => ({
  id: invoice.id,
  kind: invoice.kind,
  state: invoice.state,
  code: invoice.code,
  date: invoice.date,
  dueDate: invoice.dueDate,
  client: {
    id: invoice.customerId,
    companyName: invoice.companyName,
    contactFirstname: invoice.contactFirstname,
    contactName: invoice.contactName,
    modeReglementId: invoice.modeReglementId,
    place: invoice.billingPlace ?? null,
  },
  articles: lines.map((line) => ({
    id: line.id,
    articleId: line.articleId,
    code: line.code,
    nom: line.nom,
    quantity: amount(line.quantity),
    montantHT: amount(line.montantHT),
    tvaId: line.tvaId,
    codeTva: line.tvaCode,
    taux: line.tvaRate,
    totalHT: amount(line.totalHT),
    totalTVA: amount(line.totalTVA),
    montantTTC: amount(line.totalTTC),
    discountPercent: optionalAmount(line.discountPercent),
    discountAmount: optionalAmount(line.discountAmount),
    creditedLineId: line.creditedLineId,
  })),
  vatBreakdown: invoice.vatBreakdown.map((row) => ({
    taux: row.taux,
    category: row.category ?? (isWithoutVat(row.taux) ? 'E' : 'S'),
    base: amount(row.base),
    tva: amount(row.tva),
    allowance: amount(row.allowance ?? '0'),
  })),
  totalHT: amount(invoice.totalHT),
  totalTVA: amount(invoice.totalTVA),
  totalTTC: amount(invoice.totalTTC),
  folderId: invoice.folderId,
  vatTreatment: invoice.vatTreatment,
  serviceDate: invoice.serviceDate,
  servicePeriod:
    invoice.servicePeriodStart && invoice.servicePeriodEnd
      ? { start: invoice.servicePeriodStart, end: invoice.servicePeriodEnd }
      : null,
  allowance:
    invoice.allowancePercent && invoice.allowanceReason
      ? { percent: amount(invoice.allowancePercent), reason: invoice.allowanceReason }
      : null,
  creditedInvoice:
    credited && credited.code ? { id: credited.id, code: credited.code, date: credited.date } : null,
  issuedAt: invoice.issuedAt?.toISOString() ?? null,
  documentSha256,
  version: invoice.version,
  createdAt: invoice.createdAt.toISOString(),
});
