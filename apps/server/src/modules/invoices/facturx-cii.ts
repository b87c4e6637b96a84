import { BILLING_MODE } from '@plateau/contracts';
import { buyerParty, date102, el, money, quantity, sellerParty, txt } from './facturx-parties.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoiceView, type InvoiceView, type ViewLine, type ViewVatRow } from './invoice-view.ts';

export type { Seller } from './invoice-document.ts';
export { countryCode, sirenOf } from './facturx-parties.ts';

/** An allowance (ChargeIndicator false): a line's discount (BG-27) or a document allowance (BG-20). */
function allowance(
  a: { amount: number; percent: number | null; base: number; reason: string },
  tax = '',
): string {
  return el(
    'ram:SpecifiedTradeAllowanceCharge',
    '<ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>' +
      (a.percent != null ? el('ram:CalculationPercent', String(a.percent)) : '') +
      el('ram:BasisAmount', money(a.base)) +
      el('ram:ActualAmount', money(a.amount)) +
      // UNTDID 5189 code 95: a discount.
      '<ram:ReasonCode>95</ram:ReasonCode>' +
      txt('ram:Reason', a.reason) +
      tax,
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
          (line.discount ? allowance({ ...line.discount, reason: 'Remise' }) : '') +
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
      txt('ram:ExemptionReasonCode', row.exemptionCode) +
      `<ram:RateApplicablePercent>${row.rate}</ram:RateApplicablePercent>`,
  );
}

/** The document allowance, one per VAT row it was taken from (BG-20 names its category and rate). */
function documentAllowances(view: InvoiceView): string {
  if (!view.allowance) return '';
  return view.vatRows
    .filter((row) => row.allowance !== 0)
    .map((row) =>
      allowance(
        {
          amount: row.allowance,
          percent: view.allowance!.percent,
          base: Math.round((row.base + row.allowance) * 100) / 100,
          reason: view.allowance!.reason,
        },
        el(
          'ram:CategoryTradeTax',
          '<ram:TypeCode>VAT</ram:TypeCode>' +
            `<ram:CategoryCode>${row.category}</ram:CategoryCode>` +
            `<ram:RateApplicablePercent>${row.rate}</ram:RateApplicablePercent>`,
        ),
      ),
    )
    .join('');
}

/** The service's period (BG-14), when the invoice gives one. */
const billingPeriod = (doc: InvoiceDocument) =>
  doc.servicePeriod
    ? el(
        'ram:BillingSpecifiedPeriod',
        el('ram:StartDateTime', date102(doc.servicePeriod.start)) +
          el('ram:EndDateTime', date102(doc.servicePeriod.end)),
      )
    : '';

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
        // With a period (BT-73/74, in the settlement), the day of delivery (BT-72) is its last day.
        el(
          'ram:ApplicableHeaderTradeDelivery',
          el(
            'ram:ActualDeliverySupplyChainEvent',
            el('ram:OccurrenceDateTime', date102(doc.servicePeriod?.end ?? doc.serviceDate)),
          ),
        ) +
        el(
          'ram:ApplicableHeaderTradeSettlement',
          '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>' +
            paymentMeans(view) +
            view.vatRows.map(vatRow).join('') +
            billingPeriod(doc) +
            documentAllowances(view) +
            el(
              'ram:SpecifiedTradePaymentTerms',
              txt('ram:Description', doc.paymentTerms) + el('ram:DueDateDateTime', date102(invoice.dueDate)),
            ) +
            el(
              'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
              el('ram:LineTotalAmount', money(view.linesTotal)) +
                (view.allowance ? el('ram:AllowanceTotalAmount', money(view.allowanceTotal)) : '') +
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
