import { BILLING_MODE, sirenOfVatNumber, type Place } from '@plateau/contracts';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoiceText } from './invoice-text.ts';
import { invoiceView, type InvoiceView, type ViewLine, type ViewVatRow } from './invoice-view.ts';

export type { Seller } from './invoice-document.ts';

/** The 9-digit SIREN inside a French VAT number, else null. */
export const sirenOf = (vatNumber: string | null | undefined): string | null =>
  vatNumber ? sirenOfVatNumber(vatNumber) : null;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
/** An element, or nothing at all when it would be empty (PEPPOL-EN16931-R008: no empty element). */
const el = (name: string, content: string | null | undefined, attrs = '') =>
  content == null || content === '' ? '' : `<${name}${attrs}>${content}</${name}>`;
/** A text element: the text as the PDF prints it (invoiceText), escaped; nothing when blank. */
const txt = (name: string, value: string | null | undefined, attrs = '') =>
  el(name, value == null || value.trim() === '' ? null : escape(invoiceText(value.trim())), attrs);
const date102 = (date: string, type: 'udt' | 'qdt' = 'udt') =>
  `<${type}:DateTimeString format="102">${date.replaceAll('-', '')}</${type}:DateTimeString>`;
const money = (value: number) => value.toFixed(2);
const quantity = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** Country names as users type them, to ISO 3166 codes; a blank country is France. */
const COUNTRIES: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  suisse: 'CH',
  allemagne: 'DE',
  espagne: 'ES',
  italie: 'IT',
  luxembourg: 'LU',
  monaco: 'MC',
  'pays-bas': 'NL',
  portugal: 'PT',
  'royaume-uni': 'GB',
};
export function countryCode(country: string | null | undefined): string {
  const name = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(name)) return name.toUpperCase();
  return COUNTRIES[name.toLowerCase()] ?? 'FR';
}

function address(place: Partial<Place> | null | undefined): string {
  return el(
    'ram:PostalTradeAddress',
    txt('ram:PostcodeCode', place?.zipCode) +
      txt('ram:LineOne', place?.line1) +
      txt('ram:LineTwo', place?.line2) +
      txt('ram:LineThree', place?.line3) +
      txt('ram:CityName', place?.city) +
      `<ram:CountryID>${countryCode(place?.country)}</ram:CountryID>`,
  );
}

/** BT-34 / BT-49: the reform routes invoices to a SIREN (scheme 0225); else an e-mail (EM). */
const electronicAddress = (siren: string | null, email: string | null = null) =>
  el(
    'ram:URIUniversalCommunication',
    siren ? txt('ram:URIID', siren, ' schemeID="0225"') : txt('ram:URIID', email, ' schemeID="EM"'),
  );

function sellerParty(view: InvoiceView): string {
  return el(
    'ram:SellerTradeParty',
    txt('ram:Name', view.doc.seller.name) +
      txt('ram:Description', view.sellerLegal) +
      el('ram:SpecifiedLegalOrganization', txt('ram:ID', view.sellerSiren, ' schemeID="0002"')) +
      address(view.sellerPlace) +
      electronicAddress(view.sellerSiren) +
      el('ram:SpecifiedTaxRegistration', txt('ram:ID', view.sellerVatNumber, ' schemeID="VA"')),
  );
}

function buyerParty(view: InvoiceView): string {
  const { siren, vatNumber, email } = view.doc.buyer;
  return el(
    'ram:BuyerTradeParty',
    txt('ram:Name', view.buyerName) +
      el('ram:SpecifiedLegalOrganization', txt('ram:ID', siren, ' schemeID="0002"')) +
      el('ram:DefinedTradeContact', txt('ram:PersonName', view.buyerContact)) +
      address(view.buyerPlace) +
      electronicAddress(siren, email) +
      el('ram:SpecifiedTaxRegistration', txt('ram:ID', vatNumber, ' schemeID="VA"')),
  );
}

function lineItem(line: ViewLine, index: number): string {
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', `<ram:LineID>${index + 1}</ram:LineID>`) +
      el('ram:SpecifiedTradeProduct', txt('ram:SellerAssignedID', line.code) + txt('ram:Name', line.name)) +
      el(
        'ram:SpecifiedLineTradeAgreement',
        el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', money(line.unitPrice))),
      ) +
      el(
        'ram:SpecifiedLineTradeDelivery',
        el('ram:BilledQuantity', quantity(line.quantity), ` unitCode="${line.unit}"`),
      ) +
      el(
        'ram:SpecifiedLineTradeSettlement',
        el(
          'ram:ApplicableTradeTax',
          '<ram:TypeCode>VAT</ram:TypeCode>' +
            `<ram:CategoryCode>${line.category}</ram:CategoryCode>` +
            `<ram:RateApplicablePercent>${line.rate}</ram:RateApplicablePercent>`,
        ) +
          el(
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            el('ram:LineTotalAmount', money(line.total)),
          ),
      ),
  );
}

function vatRow(row: ViewVatRow): string {
  return el(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', money(row.vat)) +
      '<ram:TypeCode>VAT</ram:TypeCode>' +
      txt('ram:ExemptionReason', row.exemptionReason) +
      el('ram:BasisAmount', money(row.base)) +
      `<ram:CategoryCode>${row.category}</ram:CategoryCode>` +
      `<ram:RateApplicablePercent>${row.rate}</ram:RateApplicablePercent>`,
  );
}

/**
 * The orders the invoice answers, where EN 16931 puts them: the assisteur's file number is its
 * order to us, the purchase order reference BT-13 (BuyerOrderReferencedDocument), which the
 * assisteur's accounts payable match invoices on; our folder number is the sales order reference
 * BT-14 (SellerOrderReferencedDocument). Both are plain identifiers, with no rule tying one to
 * the other; a note (BT-22) would carry them as free text only, and BT-18 is for objects invoiced
 * (a subscription, a meter), not an order. The schema orders Seller before Buyer references.
 */
function orderReferences(doc: InvoiceDocument): string {
  const { folder, assisteurFile } = doc.references;
  return (
    el('ram:SellerOrderReferencedDocument', txt('ram:IssuerAssignedID', folder)) +
    el('ram:BuyerOrderReferencedDocument', txt('ram:IssuerAssignedID', assisteurFile))
  );
}

/** SEPA or not, a transfer to the seller's IBAN (UNTDID 4461 code 30). */
function paymentMeans(view: InvoiceView): string {
  if (!view.transfer) return '';
  return el(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    '<ram:TypeCode>30</ram:TypeCode>' +
      txt('ram:Information', 'Virement') +
      el('ram:PayeePartyCreditorFinancialAccount', txt('ram:IBANID', view.transfer.iban)) +
      el('ram:PayeeSpecifiedCreditorFinancialInstitution', txt('ram:BICID', view.transfer.bic)),
  );
}

/**
 * The invoice as Cross Industry Invoice XML (UN/CEFACT D16B), Factur-X profile EN 16931 with the
 * French reform's rules: the machine-readable twin of the PDF. Element order follows the CII
 * schema, which is ordered.
 */
export function buildFacturXml(doc: InvoiceDocument): string {
  const view = invoiceView(doc);
  const { invoice } = doc;
  if (!view.number) throw new Error('Un brouillon n’a pas de Factur-X : il n’a pas de numéro');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" ' +
    'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" ' +
    'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" ' +
    'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:BusinessProcessSpecifiedDocumentContextParameter', `<ram:ID>${BILLING_MODE}</ram:ID>`) +
        el('ram:GuidelineSpecifiedDocumentContextParameter', '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>'),
    ) +
    el(
      'rsm:ExchangedDocument',
      txt('ram:ID', view.number) +
        `<ram:TypeCode>${view.typeCode}</ram:TypeCode>` +
        el('ram:IssueDateTime', date102(invoice.date)) +
        view.notes
          .map((note) =>
            el(
              'ram:IncludedNote',
              txt('ram:Content', note.text) + `<ram:SubjectCode>${note.subject}</ram:SubjectCode>`,
            ),
          )
          .join(''),
    ) +
    el(
      'rsm:SupplyChainTradeTransaction',
      view.lines.map(lineItem).join('') +
        el(
          'ram:ApplicableHeaderTradeAgreement',
          sellerParty(view) + buyerParty(view) + orderReferences(doc),
        ) +
        el(
          'ram:ApplicableHeaderTradeDelivery',
          el('ram:ActualDeliverySupplyChainEvent', el('ram:OccurrenceDateTime', date102(doc.serviceDate))),
        ) +
        el(
          'ram:ApplicableHeaderTradeSettlement',
          '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>' +
            paymentMeans(view) +
            view.vatRows.map(vatRow).join('') +
            el(
              'ram:SpecifiedTradePaymentTerms',
              txt('ram:Description', doc.paymentTerms) + el('ram:DueDateDateTime', date102(invoice.dueDate)),
            ) +
            el(
              'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
              el('ram:LineTotalAmount', money(view.totalHT)) +
                el('ram:TaxBasisTotalAmount', money(view.totalHT)) +
                el('ram:TaxTotalAmount', money(view.totalTVA), ' currencyID="EUR"') +
                el('ram:GrandTotalAmount', money(view.totalTTC)) +
                el('ram:DuePayableAmount', money(view.totalTTC)),
            ) +
            (doc.precedingInvoice
              ? el(
                  'ram:InvoiceReferencedDocument',
                  txt('ram:IssuerAssignedID', doc.precedingInvoice.code) +
                    el('ram:FormattedIssueDateTime', date102(doc.precedingInvoice.date, 'qdt')),
                )
              : ''),
        ),
    ) +
    '</rsm:CrossIndustryInvoice>\n'
  );
}
