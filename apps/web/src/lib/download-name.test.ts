import { describe, expect, it } from 'vitest';
import { filenameOfDisposition } from './download-name.ts';

describe('filenameOfDisposition', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(
      filenameOfDisposition(
        `attachment; filename="Facture_FC-000001.pdf"; filename*=UTF-8''Facture%20FC-000001%20%C3%A9.pdf`,
      ),
    ).toBe('Facture FC-000001 é.pdf');
    expect(filenameOfDisposition('attachment; filename="732829320FEC20261231.txt"')).toBe(
      '732829320FEC20261231.txt',
    );
    expect(filenameOfDisposition('attachment; filename=data.csv')).toBe('data.csv');
  });

  it('is null without a name, and falls back on the plain name when the UTF-8 one is malformed', () => {
    expect(filenameOfDisposition(null)).toBeNull();
    expect(filenameOfDisposition('attachment')).toBeNull();
    expect(filenameOfDisposition(`attachment; filename="a.txt"; filename*=UTF-8''%E9%`)).toBe('a.txt');
  });
});
