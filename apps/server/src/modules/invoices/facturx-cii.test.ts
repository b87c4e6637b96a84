import { describe, expect, it } from 'vitest';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { buildFacturXml } from './facturx-cii.ts';
import { xmpPacket } from './facturx-xmp.ts';
import { invoiceDocument } from './invoice-document.ts';
import { sampleDocuments, sampleInvoice, SAMPLE_SELLER } from './invoice-samples.ts';

const samples = sampleDocuments();
const xmlOf = (name: keyof typeof samples | string) => buildFacturXml(invoiceDocument(samples[name]!));

function parse(xml: string) {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => void errors.push(`${level}: ${message}`),
  }).parseFromString(xml, 'text/xml');
  expect(errors).toEqual([]);
  return doc;
}

/** Every element of the tree, in document order. */
function elements(root: Element): Element[] {
  const out: Element[] = [root];
  for (let child = root.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1) out.push(...elements(child as Element));
  return out;
}

const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))];

describe('Factur-X CII XML', () => {
  it('has no empty element, in every sample', () => {
    for (const name of ['invoice', 'invoice-60-lines', 'credit-note', 'private-customer']) {
      const root = parse(xmlOf(name)).documentElement!;
      const empty = elements(root)
        .filter((e) => !e.firstChild)
        .map((e) => e.tagName);
      expect(empty, name).toEqual([]);
    }
  });

  it('gives each line its unit by meaning: hours, days, kilometres, pieces', () => {
    const units = all(xmlOf('invoice'), 'ram:BilledQuantity').map((m) => /unitCode="(\w+)"/.exec(m[0])![1]);
    // Remorquage, Kilomètres en charge, Heure d'attente, Gardiennage, Péage.
    expect(units).toEqual(['C62', 'KMT', 'HUR', 'DAY', 'C62']);
  });

  it('lists the VAT breakdown in rate order, the exempt row with its legal basis', () => {
    const xml = xmlOf('invoice');
    const settlement = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
    expect(all(settlement, 'ram:RateApplicablePercent').map((m) => m[1])).toEqual(['0', '10', '20']);
    expect(all(settlement, 'ram:ExemptionReason').map((m) => m[1])).toEqual([
      'Débours : frais payés au nom et pour le compte du client, hors base de TVA (art. 267 II 2° du CGI)',
    ]);
  });

  it('carries the reform’s billing mode and its notes PMD, PMT, AAB once each, and REG mentions', () => {
    const xml = xmlOf('invoice');
    expect(xml).toContain(
      '<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S1</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>',
    );
    const subjects = all(xml, 'ram:SubjectCode').map((m) => m[1]);
    for (const code of ['PMD', 'PMT', 'AAB']) expect(subjects.filter((s) => s === code)).toHaveLength(1);
    expect(subjects).toContain('REG');
    expect(subjects).toContain('TXD'); // the sample seller opted for VAT on debits
    expect(xml).toMatch(/<ram:Content>[^<]*40 €[^<]*<\/ram:Content><ram:SubjectCode>PMT</);
  });

  it('identifies the seller and the buyer by SIREN: legal ids (0002), electronic addresses (0225), VAT numbers', () => {
    const xml = xmlOf('invoice');
    const seller = xml.slice(xml.indexOf('<ram:SellerTradeParty>'), xml.indexOf('</ram:SellerTradeParty>'));
    const buyer = xml.slice(xml.indexOf('<ram:BuyerTradeParty>'), xml.indexOf('</ram:BuyerTradeParty>'));
    expect(seller).toContain(
      '<ram:Description>SARL au capital de 10 000 € – RCS Lyon 732 829 320</ram:Description>',
    );
    expect(seller).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(seller).toContain('<ram:URIID schemeID="0225">732829320</ram:URIID>');
    expect(seller).toContain('<ram:ID schemeID="VA">FR44732829320</ram:ID>');
    expect(buyer).toContain('<ram:ID schemeID="0002">552100554</ram:ID>');
    expect(buyer).toContain('<ram:URIID schemeID="0225">552100554</ram:URIID>');
    expect(buyer).toContain('<ram:ID schemeID="VA">FR96552100554</ram:ID>');
  });

  it('reads a buyer’s SIREN from its French VAT number when none is given', () => {
    const doc = invoiceDocument({ ...samples.invoice!, buyer: { vatNumber: 'FR 03 552 100 554' } });
    expect(doc.buyer.siren).toBe('552100554');
  });

  it('pays by transfer to the seller’s IBAN and dates the service', () => {
    const xml = xmlOf('invoice');
    expect(xml).toContain('<ram:TypeCode>30</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
    expect(xml).toContain('<ram:BICID>AGRIFRPP</ram:BICID>');
    expect(xml).toContain(
      '<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">20260209</udt:DateTimeString>',
    );
  });

  it('makes a credit note of type 381 naming the invoice it corrects (BT-25, BT-26)', () => {
    const xml = xmlOf('credit-note');
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>FC-000042</ram:IssuerAssignedID>' +
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20260210</qdt:DateTimeString>',
    );
  });

  it('shows a credit note stored with negative amounts as positive ones', () => {
    const credit = samples['credit-note']!;
    const negative = sampleInvoice(
      credit.invoice.articles.map((l) => ({
        nom: l.nom,
        quantity: -l.quantity,
        montantHT: l.montantHT,
        taux: l.taux,
      })),
      {},
      { code: 'AV-000002' },
    );
    const xml = buildFacturXml(invoiceDocument({ ...credit, invoice: negative }));
    expect(xml).not.toMatch(/>-\d/);
    expect(Number(/<ram:GrandTotalAmount>([^<]+)</.exec(xml)![1])).toBe(credit.invoice.totalTTC);
  });

  it('gives a private customer no SIREN, its e-mail as address, and « sans objet » B2B notes', () => {
    const xml = xmlOf('private-customer');
    const buyer = xml.slice(xml.indexOf('<ram:BuyerTradeParty>'), xml.indexOf('</ram:BuyerTradeParty>'));
    expect(buyer).not.toContain('schemeID="0002"');
    expect(buyer).toContain('<ram:URIID schemeID="EM">lea.bernard@example.fr</ram:URIID>');
    expect(xml).toMatch(/<ram:Content>[^<]*sans objet[^<]*<\/ram:Content><ram:SubjectCode>PMT</);
    expect(xml).not.toContain('40 €');
  });

  it('replaces what the font lacks the way the PDF does, and escapes markup', () => {
    const invoice = sampleInvoice([
      { nom: 'Dépannage 🚗 <rapide> & 中', quantity: 1, montantHT: 10, taux: '20.00' },
    ]);
    const xml = buildFacturXml(invoiceDocument({ invoice, seller: SAMPLE_SELLER }));
    expect(xml).toContain('<ram:Name>Dépannage &lt;rapide&gt; &amp; ?</ram:Name>');
  });

  it('refuses to make the XML of a draft', () => {
    expect(() => buildFacturXml(invoiceDocument(samples.draft!))).toThrow(/brouillon/);
  });
});

describe('XMP packet', () => {
  const info = {
    title: 'Facture FC-000001',
    author: 'Dépannage Martin & Fils',
    tool: 'Plateau',
    producer: 'Plateau',
    date: '2026-02-10T09:00:00Z',
  };

  it('is valid UTF-8 with its byte-order mark as EF BB BF, accents as two bytes', () => {
    const bytes = xmpPacket(info);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const mark = Buffer.from(bytes).indexOf(Buffer.from('begin="')) + 'begin="'.length;
    expect([...bytes.subarray(mark, mark + 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Buffer.from(bytes).includes(Buffer.from([0xc3, 0xa9]))).toBe(true); // « é »
    expect(text).toContain('<rdf:li>Dépannage Martin &amp; Fils</rdf:li>');
  });

  it('declares PDF/A-3 B and the Factur-X EN 16931 profile with its extension schema', () => {
    const text = new TextDecoder().decode(xmpPacket(info));
    for (const part of [
      '<pdfaid:part>3</pdfaid:part>',
      '<pdfaid:conformance>B</pdfaid:conformance>',
      '<fx:DocumentType>INVOICE</fx:DocumentType>',
      '<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>',
      '<fx:Version>1.0</fx:Version>',
      '<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>',
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    ])
      expect(text).toContain(part);
    parse(text.slice(text.indexOf('<x:xmpmeta'), text.indexOf('</x:xmpmeta>') + '</x:xmpmeta>'.length));
  });
});
