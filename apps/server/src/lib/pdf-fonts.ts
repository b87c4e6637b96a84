import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// Resolved at run time from node_modules, from the sources as from the esbuild bundle (dist/main.js),
// where packages stay external.
const require = createRequire(import.meta.url);
const fontkit = require('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

let files: { regular: Buffer; bold: Buffer } | undefined;
let characters: ReadonlySet<number> | undefined;

/** DejaVu Sans and DejaVu Sans Bold, read once per process. */
function fontFiles() {
  files ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return files;
}

/** The code points both fonts draw: a text limited to them prints the same in regular and bold. */
export function invoiceFontCharacters(): ReadonlySet<number> {
  if (!characters) {
    const { regular, bold } = fontFiles();
    const inBold = new Set(fontkit.create(bold).characterSet);
    characters = new Set(fontkit.create(regular).characterSet.filter((c) => inBold.has(c)));
  }
  return characters;
}

/** Embeds the two TrueType fonts, subset to the glyphs drawn (PDF/A wants every font embedded). */
export async function embedInvoiceFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const { regular, bold } = fontFiles();
  pdf.registerFontkit(fontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}
