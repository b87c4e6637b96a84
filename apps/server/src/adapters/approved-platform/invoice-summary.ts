import { elementText } from './cdar-message.ts';

/** What « Factures reçues » lists of a supplier's invoice, read from its CII XML (EN 16931). */
export interface ReceivedInvoiceSummary {
  number: string;
  issueDate: string | null;
  supplierName: string | null;
  supplierSiren: string | null;
  totalHT: string | null;
  totalTTC: string | null;
  currency: string;
}

const amount = (text: string | null) => (text && /^-?\d+(\.\d{1,2})?$/.test(text) ? text : null);

/** The summary of a CII invoice (or null when the XML holds none). */
export function readInvoiceSummary(xml: string): ReceivedInvoiceSummary | null {
  if (!/CrossIndustryInvoice/.test(xml)) return null;
  const number = elementText(xml, 'ID', 'ExchangedDocument');
  if (!number) return null;
  const date = elementText(xml, 'DateTimeString', 'ExchangedDocument');
  return {
    number: number.slice(0, 100),
    issueDate:
      date && /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : null,
    supplierName: elementText(xml, 'Name', 'SellerTradeParty')?.slice(0, 200) ?? null,
    supplierSiren: elementText(xml, 'ID', 'SpecifiedLegalOrganization')?.slice(0, 20) ?? null,
    totalHT: amount(elementText(xml, 'TaxBasisTotalAmount')),
    totalTTC: amount(elementText(xml, 'GrandTotalAmount')),
    currency: elementText(xml, 'InvoiceCurrencyCode')?.slice(0, 3) ?? 'EUR',
  };
}
