import type { AccountLegalEntity, Invoice, Place } from '@plateau/contracts';

/** Who sells: the account, its address and identifiers (the SIREN is inside the VAT number). */
export interface Seller {
  name: string;
  legalEntity: AccountLegalEntity;
  place: Partial<Place> | null;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
const el = (name: string, content: string | null | undefined, attrs = '') =>
  content == null || content === '' ? '' : `<${name}${attrs}>${content}</${name}>`;
const txt = (name: string, value: string | null | undefined, attrs = '') =>
  el(name, value == null ? null : escape(value), attrs);
const date102 = (date: string) =>
  `<udt:DateTimeString format="102">${date.replaceAll('-', '')}</udt:DateTimeString>`;
const money = (value: number) => value.toFixed(2);

/** The 9-digit SIREN inside a French VAT number (FR + 2-digit key + SIREN), else null. */
export const sirenOf = (vatNumber: string | null | undefined): string | null => {
  const match = /^FR[0-9A-Z]{2}(\d{9})$/.exec((vatNumber ?? '').replace(/\s/g, '').toUpperCase());
  return match ? match[1]! : null;
};

/** EN 16931 VAT category: S standard rate, E exempt when the line has no rate. */
const category = (taux: string | null) => (taux == null ? 'E' : 'S');
const EXEMPTION_REASON = 'Exonération de TVA';

function address(place: Partial<Place> | null | undefined): string {
  return el(
    'ram:PostalTradeAddress',
    txt('ram:PostcodeCode', place?.zipCode) +
      txt('ram:LineOne', place?.line1) +
      txt('ram:LineTwo', place?.line2) +
      txt('ram:CityName', place?.city) +
      '<ram:CountryID>FR</ram:CountryID>',
  );
}

function sellerParty(seller: Seller): string {
  const vat = seller.legalEntity.tvaIntracommunautaire;
  const siren = sirenOf(vat);
  return el(
    'ram:SellerTradeParty',
    txt('ram:Name', seller.name) +
      el('ram:SpecifiedLegalOrganization', txt('ram:ID', siren, ' schemeID="0002"')) +
      address(seller.legalEntity.facturationPlace ?? seller.legalEntity.headQuarterPlace ?? seller.place) +
      el('ram:SpecifiedTaxRegistration', txt('ram:ID', vat, ' schemeID="VA"')),
  );
}

function lineItem(line: Invoice['articles'][number], index: number): string {
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', `<ram:LineID>${index + 1}</ram:LineID>`) +
      el('ram:SpecifiedTradeProduct', txt('ram:SellerAssignedID', line.code) + txt('ram:Name', line.nom)) +
      el(
        'ram:SpecifiedLineTradeAgreement',
        el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', money(line.montantHT))),
      ) +
      el(
        'ram:SpecifiedLineTradeDelivery',
        el('ram:BilledQuantity', String(line.quantity), ' unitCode="C62"'),
      ) +
      el(
        'ram:SpecifiedLineTradeSettlement',
        el(
          'ram:ApplicableTradeTax',
          '<ram:TypeCode>VAT</ram:TypeCode>' +
            el('ram:CategoryCode', category(line.taux)) +
            el('ram:RateApplicablePercent', line.taux ?? '0'),
        ) +
          el(
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            el('ram:LineTotalAmount', money(line.totalHT)),
          ),
      ),
  );
}

function vatRow(row: Invoice['vatBreakdown'][number]): string {
  return el(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', money(row.tva)) +
      '<ram:TypeCode>VAT</ram:TypeCode>' +
      (row.taux == null ? txt('ram:ExemptionReason', EXEMPTION_REASON) : '') +
      el('ram:BasisAmount', money(row.base)) +
      el('ram:CategoryCode', category(row.taux)) +
      el('ram:RateApplicablePercent', row.taux ?? '0'),
  );
}

/**
 * The invoice as Cross Industry Invoice XML (UN/CEFACT D16B), Factur-X profile EN 16931: the
 * machine-readable twin of the PDF. Element order follows the CII schema, which is ordered.
 */
export function buildFacturXml(invoice: Invoice, seller: Seller, paymentTerms: string): string {
  const buyer = invoice.client;
  const buyerName =
    buyer.companyName || [buyer.contactFirstname, buyer.contactName].filter(Boolean).join(' ') || 'Client';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" ' +
    'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" ' +
    'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" ' +
    'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:GuidelineSpecifiedDocumentContextParameter', '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>'),
    ) +
    el(
      'rsm:ExchangedDocument',
      txt('ram:ID', invoice.code) +
        '<ram:TypeCode>380</ram:TypeCode>' +
        el('ram:IssueDateTime', date102(invoice.date)) +
        el(
          'ram:IncludedNote',
          txt('ram:Content', LATE_PAYMENT_NOTE) + '<ram:SubjectCode>PMT</ram:SubjectCode>',
        ),
    ) +
    el(
      'rsm:SupplyChainTradeTransaction',
      invoice.articles.map(lineItem).join('') +
        el(
          'ram:ApplicableHeaderTradeAgreement',
          sellerParty(seller) + el('ram:BuyerTradeParty', txt('ram:Name', buyerName) + address(buyer.place)),
        ) +
        '<ram:ApplicableHeaderTradeDelivery/>' +
        el(
          'ram:ApplicableHeaderTradeSettlement',
          '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>' +
            invoice.vatBreakdown.map(vatRow).join('') +
            el(
              'ram:SpecifiedTradePaymentTerms',
              txt('ram:Description', paymentTerms) + el('ram:DueDateDateTime', date102(invoice.dueDate)),
            ) +
            el(
              'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
              el('ram:LineTotalAmount', money(invoice.totalHT)) +
                el('ram:TaxBasisTotalAmount', money(invoice.totalHT)) +
                el('ram:TaxTotalAmount', money(invoice.totalTVA), ' currencyID="EUR"') +
                el('ram:GrandTotalAmount', money(invoice.totalTTC)) +
                el('ram:DuePayableAmount', money(invoice.totalTTC)),
            ),
        ),
    ) +
    '</rsm:CrossIndustryInvoice>\n'
  );
}

/** The mandatory French mentions (Code de commerce L. 441-10 and D. 441-5). */
export const LATE_PAYMENT_NOTE =
  "En cas de retard de paiement, des pénalités au taux de trois fois le taux d'intérêt légal sont exigibles " +
  "(art. L. 441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € " +
  '(art. D. 441-5). Pas d’escompte pour paiement anticipé.';
