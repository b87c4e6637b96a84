/** The files the fake platform hands out: a supplier's CII invoice and a readable PDF of it. */
export interface FakeSupplierInvoice {
  number: string;
  supplierName: string;
  supplierSiren: string;
  /** yyyy-MM-dd */
  issueDate: string;
  totalHT: string;
  totalTTC: string;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function supplierInvoiceXml(invoice: FakeSupplierInvoice, buyerSiren: string): string {
  const vat = (Number(invoice.totalTTC) - Number(invoice.totalHT)).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
<rsm:ExchangedDocument><ram:ID>${escapeXml(invoice.number)}</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">${invoice.issueDate.replace(/-/g, '')}</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
<rsm:SupplyChainTradeTransaction>
<ram:ApplicableHeaderTradeAgreement>
<ram:SellerTradeParty><ram:Name>${escapeXml(invoice.supplierName)}</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${invoice.supplierSiren}</ram:ID></ram:SpecifiedLegalOrganization></ram:SellerTradeParty>
<ram:BuyerTradeParty><ram:Name>Acheteur</ram:Name><ram:URIUniversalCommunication><ram:URIID schemeID="0225">${buyerSiren}</ram:URIID></ram:URIUniversalCommunication></ram:BuyerTradeParty>
</ram:ApplicableHeaderTradeAgreement>
<ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:TaxBasisTotalAmount>${invoice.totalHT}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${vat}</ram:TaxTotalAmount><ram:GrandTotalAmount>${invoice.totalTTC}</ram:GrandTotalAmount><ram:DuePayableAmount>${invoice.totalTTC}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
</ram:ApplicableHeaderTradeSettlement>
</rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

/** A one-page PDF of a few lines of text (Helvetica, Latin-1): the platform's « ReadableView ». */
export function readablePdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 56 ${780 - index * 18} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The parts of a multipart/form-data body, by name (enough for the two parts of POST /v1/flows). */
export function readMultipart(body: Buffer, contentType: string): Map<string, Buffer> {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  const parts = new Map<string, Buffer>();
  if (!boundary) return parts;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(part.subarray(0, split).toString('utf8'))?.[1];
    if (split !== -1 && name) parts.set(name, part.subarray(split + 4));
    start = next;
  }
  return parts;
}
