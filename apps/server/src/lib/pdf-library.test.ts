import { degrees, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { color, loadPdfLib, pdfLib, rotation } from './pdf-library.ts';

describe('pdf-lib loaded at the first PDF', () => {
  it('makes the same colours and angles as pdf-lib', () => {
    expect(color(0.13, 0.15, 0.19)).toEqual(rgb(0.13, 0.15, 0.19));
    expect(rotation(-45)).toEqual(degrees(-45));
  });
  it('gives the module to the drawing helpers once loaded', async () => {
    const module = await loadPdfLib();
    expect(pdfLib()).toBe(module);
    expect(typeof module.PDFDocument.create).toBe('function');
  });
});
