import type { PDFDocument, PDFImage } from 'pdf-lib';

/*
 * pdf-lib reads a JPEG through its bytes' whole ArrayBuffer from offset 0. A Node Buffer under 4 KB is a
 * slice of a shared pool, and node-postgres hands every bytea that way: a small thumbnail or signature
 * read from PostgreSQL then reads as garbage (« SOI not found in JPEG »), and whether it does depends on
 * where the pool happened to be (a flaky report test found it). Every image a PDF embeds goes through
 * here, copied into bytes of its own.
 */

export function embedJpeg(pdf: PDFDocument, jpeg: Uint8Array): Promise<PDFImage> {
  return pdf.embedJpg(new Uint8Array(jpeg));
}

export function embedPng(pdf: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  return pdf.embedPng(new Uint8Array(png));
}
