import { createHash } from 'node:crypto';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { SRGB_DESCRIPTION, SRGB_ICC } from './srgb-icc.ts';

export const FACTURX_FILENAME = 'factur-x.xml';

/** What the XMP must repeat of the Info dictionary (PDF/A wants both to agree). */
interface XmpInfo {
  title: string;
  author: string;
  tool: string;
  producer: string;
  date: string;
}

const xmp = ({
  title,
  author,
  tool,
  producer,
  date,
}: XmpInfo) => `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${author}</rdf:li></rdf:Seq></dc:creator>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>${tool}</xmp:CreatorTool>
   <xmp:CreateDate>${date}</xmp:CreateDate>
   <xmp:ModifyDate>${date}</xmp:ModifyDate>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${producer}</pdf:Producer>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
   <fx:DocumentType>INVOICE</fx:DocumentType>
   <fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName>
   <fx:Version>1.0</fx:Version>
   <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Name of the embedded XML invoice file</pdfaProperty:description></rdf:li>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>INVOICE</pdfaProperty:description></rdf:li>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Version of the Factur-X XML schema</pdfaProperty:description></rdf:li>
     <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>Factur-X profile</pdfaProperty:description></rdf:li>
    </rdf:Seq></pdfaSchema:property>
   </rdf:li></rdf:Bag></pdfaExtension:schemas>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;

const escapeXml = (text: string) =>
  text.replace(/[<&>"]/g, (c) => ({ '<': '&lt;', '&': '&amp;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Makes the PDF a Factur-X one: the CII XML as an associated file (/AF, relationship Data) named
 * factur-x.xml, the XMP metadata declaring PDF/A-3 and the Factur-X profile (repeating the Info
 * dictionary's title, author, creator, producer and dates), an sRGB OutputIntent and a trailer /ID.
 */
export function embedFacturX(pdf: PDFDocument, xml: string, title: string, when: Date): void {
  const context = pdf.context;
  const bytes = new TextEncoder().encode(xml);
  const file = context.register(
    context.flateStream(bytes, {
      Type: 'EmbeddedFile',
      Subtype: 'text/xml',
      Params: { Size: bytes.length, ModDate: PDFString.fromDate(when) },
    }),
  );
  const spec = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(FACTURX_FILENAME),
      UF: PDFHexString.fromText(FACTURX_FILENAME),
      EF: { F: file, UF: file },
      Desc: PDFHexString.fromText('Factur-X (EN 16931)'),
      AFRelationship: 'Data',
    }),
  );
  pdf.catalog.set(
    PDFName.of('Names'),
    context.obj({ EmbeddedFiles: { Names: [PDFHexString.fromText(FACTURX_FILENAME), spec] } }),
  );
  pdf.catalog.set(PDFName.of('AF'), context.obj([spec]));
  const info = {
    title,
    author: pdf.getAuthor() ?? '',
    tool: pdf.getCreator() ?? '',
    producer: pdf.getProducer() ?? '',
    // The Info dictionary's dates are to the second.
    date: when.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  const escaped = Object.fromEntries(
    Object.entries(info).map(([key, value]) => [key, escapeXml(value)]),
  ) as unknown as XmpInfo;
  const metadata = context.stream(xmp(escaped), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const profile = context.register(context.flateStream(SRGB_ICC, { N: 3 }));
  pdf.catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([
      {
        Type: 'OutputIntent',
        S: 'GTS_PDFA1',
        OutputConditionIdentifier: PDFString.of(SRGB_DESCRIPTION),
        Info: PDFString.of(SRGB_DESCRIPTION),
        DestOutputProfile: profile,
      },
    ]),
  );
  // PDF/A wants a file identifier: the same two halves for a new file, derived from its content.
  const id = PDFHexString.of(createHash('md5').update(xml).update(when.toISOString()).digest('hex'));
  context.trailerInfo.ID = context.obj([id, id]);
}
