import type * as PdfLib from 'pdf-lib';
import type { ColorTypes, Degrees, RGB, RotationTypes } from 'pdf-lib';

type PdfLibModule = typeof PdfLib;
let loaded: PdfLibModule | undefined;
let loading: Promise<PdfLibModule> | undefined;

/**
 * pdf-lib (about 20 MB resident once loaded) loads at the first PDF a server writes (an invoice, a
 * report, a job sheet, a personal-data export), not at start: most requests never write one.
 */
export function loadPdfLib(): Promise<PdfLibModule> {
  return (loading ??= import('pdf-lib').then((module) => (loaded = module)));
}

/** pdf-lib for the drawing helpers an entry point calls after `await loadPdfLib()`. */
export function pdfLib(): PdfLibModule {
  if (!loaded) throw new Error('pdf-lib is not loaded yet: await loadPdfLib() first');
  return loaded;
}

/**
 * pdf-lib's `rgb()` and `degrees()` without loading it, for the colours and angles modules define
 * at their top: plain values of pdf-lib's types (pdf-library.test.ts compares them with its own).
 */
export const color = (red: number, green: number, blue: number): RGB => ({
  type: 'RGB' as ColorTypes.RGB,
  red,
  green,
  blue,
});
export const rotation = (angle: number): Degrees => ({ type: 'degrees' as RotationTypes.Degrees, angle });
