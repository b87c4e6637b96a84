/**
 * A life-cycle message (CDAR, UN/CEFACT CrossDomainAcknowledgementAndResponse D22B) as the French
 * reform uses it: which invoice (its number, the seller's SIREN), which status (200–213), when, and
 * why (a reason code). Only those elements are written and read; the rest of the message is the
 * platform's business.
 */
export interface CdarStatus {
  /** The invoice's number (BT-1). */
  invoiceNumber: string;
  /** The SIREN of the invoice's seller. */
  sellerSiren: string | null;
  /** 200–213. */
  statusCode: string;
  reasonCode: string | null;
  reasonText: string | null;
  /** ISO 8601. */
  at: string;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** yyyyMMddHHmmss in UTC (format 204) and back. */
const toFormat204 = (iso: string) => iso.replace(/[-:T]/g, '').slice(0, 14);
const fromFormat204 = (text: string) =>
  `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T${text.slice(8, 10)}:${text.slice(10, 12)}:${text.slice(12, 14)}.000Z`;

export function buildCdar(status: CdarStatus, messageId: string): string {
  const reason = status.reasonCode
    ? `<ram:SpecifiedDocumentStatus><ram:ReasonCode>${escapeXml(status.reasonCode)}</ram:ReasonCode>` +
      `<ram:Reason>${escapeXml(status.reasonText ?? '')}</ram:Reason></ram:SpecifiedDocumentStatus>`
    : '';
  const seller = status.sellerSiren
    ? `<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">${escapeXml(status.sellerSiren)}</ram:GlobalID></ram:IssuerTradeParty>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${escapeXml(messageId)}</ram:ID><ram:TypeCode>305</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="204">${toFormat204(status.at)}</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
<rsm:AcknowledgementDocument><ram:ReferenceReferencedDocument><ram:IssuerAssignedID>${escapeXml(status.invoiceNumber)}</ram:IssuerAssignedID>${seller}<ram:ProcessConditionCode>${escapeXml(status.statusCode)}</ram:ProcessConditionCode>${reason}</ram:ReferenceReferencedDocument></rsm:AcknowledgementDocument>
</rsm:CrossDomainAcknowledgementAndResponse>`;
}

const unescapeXml = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the first element of that local name (any prefix), or null. */
export function elementText(xml: string, localName: string, within?: string): string | null {
  const scope = within
    ? (new RegExp(`<(?:\\w+:)?${within}[\\s>][\\s\\S]*?</(?:\\w+:)?${within}>`).exec(xml)?.[0] ?? '')
    : xml;
  const match = new RegExp(`<(?:\\w+:)?${localName}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${localName}>`).exec(
    scope,
  );
  return match ? unescapeXml(match[1]!.trim()) : null;
}

/** The status a CDAR message carries, or null when it is not one Plateau can read. */
export function parseCdar(xml: string): CdarStatus | null {
  if (!/CrossDomainAcknowledgementAndResponse/.test(xml)) return null;
  const invoiceNumber = elementText(xml, 'IssuerAssignedID', 'ReferenceReferencedDocument');
  const statusCode = elementText(xml, 'ProcessConditionCode', 'ReferenceReferencedDocument');
  const when = elementText(xml, 'DateTimeString', 'ExchangedDocument');
  if (!invoiceNumber || !statusCode || !/^2\d\d$/.test(statusCode) || !when || !/^\d{14}$/.test(when))
    return null;
  return {
    invoiceNumber,
    sellerSiren: elementText(xml, 'GlobalID', 'IssuerTradeParty'),
    statusCode,
    reasonCode: elementText(xml, 'ReasonCode'),
    reasonText: elementText(xml, 'Reason'),
    at: fromFormat204(when),
  };
}
