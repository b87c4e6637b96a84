import { createHash } from 'node:crypto';
import type { PDFDocument } from 'pdf-lib';
import { pdfLib } from '../../lib/pdf-library.ts';
import { FACTURX_FILENAME } from './facturx-names.ts';
import { xmpPacket } from './facturx-xmp.ts';
import { SRGB_DESCRIPTION, SRGB_ICC } from './srgb-icc.ts';

export { FACTURX_FILENAME };

/**
 * Makes the PDF a Factur-X one: the CII XML as an associated file (/AF, relationship Data) named
 * factur-x.xml, the XMP metadata declaring PDF/A-3 and the Factur-X profile (repeating the Info
 * dictionary's title, author, creator, producer and dates), an sRGB OutputIntent and a trailer /ID.
 */
export function embedFacturX(pdf: PDFDocument, xml: string, title: string, when: Date): void {
  const { PDFHexString, PDFName, PDFString } = pdfLib();
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
  const metadata = context.stream(xmpPacket(info), { Type: 'Metadata', Subtype: 'XML' });
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
