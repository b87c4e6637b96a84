import { describe, expect, it } from 'vitest';
import { cleanDocumentFilename, DOCUMENT_FILENAME_MAX_LENGTH } from './document.ts';

describe('cleanDocumentFilename', () => {
  it('keeps a plain name, accents included', () => {
    expect(cleanDocumentFilename('Photo avant dépannage.jpg')).toBe('Photo avant dépannage.jpg');
  });
  it('drops the folders of a Windows or Unix path', () => {
    expect(cleanDocumentFilename('C:\\Users\\marc\\photo.jpg')).toBe('photo.jpg');
    expect(cleanDocumentFilename('../../etc/passwd')).toBe('passwd');
  });
  it('drops control characters and lone surrogates, keeps emoji pairs', () => {
    expect(cleanDocumentFilename('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanDocumentFilename('x\ud800y.pdf')).toBe('xy.pdf');
    expect(cleanDocumentFilename('🚗.jpg')).toBe('🚗.jpg');
  });
  it('drops bidirectional overrides, so the name reads as what it is', () => {
    expect(cleanDocumentFilename('facture\u202egpj.exe')).toBe('facturegpj.exe');
    expect(cleanDocumentFilename('\u2066photo\u2069\u200e.jpg')).toBe('photo.jpg');
  });
  it("names an empty or dot-only name 'document'", () => {
    expect(cleanDocumentFilename('')).toBe('document');
    expect(cleanDocumentFilename('..')).toBe('document');
    expect(cleanDocumentFilename('dir/')).toBe('document');
  });
  it('cuts a long name and keeps its extension', () => {
    const name = cleanDocumentFilename(`${'a'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(DOCUMENT_FILENAME_MAX_LENGTH);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});
