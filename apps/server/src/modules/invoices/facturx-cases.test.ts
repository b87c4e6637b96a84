import { describe, expect, it } from 'vitest';
import { buildFacturXml } from './facturx-cii.ts';
import { invoiceDocument } from './invoice-document.ts';
import { caseDocuments } from './invoice-samples-cases.ts';

/** Issue 29 §5 shapes in the CII XML (the outside checker runs them too: npm run check:einvoice). */
const cases = caseDocuments();
const xmlOf = (name: string) => buildFacturXml(invoiceDocument(cases[name]!));
const squeeze = (xml: string) => xml.replace(/>\s+</g, '><');

describe('Factur-X CII of the §5 cases', () => {
  it('reverse charge: category AE with its VATEX code and mention, débours apart (E, VATEX-EU-79-C)', () => {
    const xml = squeeze(xmlOf('reverse-charge'));
    expect(xml).toContain(
      '<ram:ExemptionReason>Autoliquidation — art. 283-2 du CGI ; art. 196 de la directive 2006/112/CE</ram:ExemptionReason>' +
        '<ram:BasisAmount>1450.00</ram:BasisAmount><ram:CategoryCode>AE</ram:CategoryCode>' +
        '<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>',
    );
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-79-C</ram:ExemptionReasonCode>');
  });

  it('export: category G; franchise: E with VATEX-FR-FRANCHISE', () => {
    expect(xmlOf('export')).toContain(
      '<ram:CategoryCode>G</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-EU-G<',
    );
    expect(xmlOf('franchise')).toContain(
      '<ram:CategoryCode>E</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-FR-FRANCHISE<',
    );
  });

  it('discounts: the line allowance (BG-27), the document allowance per rate (BG-20), BT-107 and the period', () => {
    const xml = xmlOf('discounts');
    expect(xml).toContain(
      '<ram:SpecifiedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>' +
        '<ram:CalculationPercent>10</ram:CalculationPercent><ram:BasisAmount>125.50</ram:BasisAmount>' +
        '<ram:ActualAmount>12.55</ram:ActualAmount><ram:ReasonCode>95</ram:ReasonCode><ram:Reason>Remise</ram:Reason>',
    );
    expect(xml).toMatch(
      /<ram:CalculationPercent>5<\/ram:CalculationPercent><ram:BasisAmount>188.55<\/ram:BasisAmount><ram:ActualAmount>9.43<\/ram:ActualAmount><ram:ReasonCode>95<\/ram:ReasonCode><ram:Reason>Remise client fidèle<\/ram:Reason><ram:CategoryTradeTax>/,
    );
    expect(xml).toContain('<ram:AllowanceTotalAmount>12.93</ram:AllowanceTotalAmount>');
    expect(xml).toContain(
      '<ram:BillingSpecifiedPeriod><ram:StartDateTime><udt:DateTimeString format="102">20260201</udt:DateTimeString></ram:StartDateTime>',
    );
  });

  it('a credit note keeps its invoice’s service period', () => {
    expect(xmlOf('credit-note-period')).toContain('<ram:BillingSpecifiedPeriod>');
  });
});
