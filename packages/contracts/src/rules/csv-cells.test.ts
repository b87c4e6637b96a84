import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvLine, spreadsheetText } from './csv-cells.ts';

describe('spreadsheetText (every spreadsheet file: CSV, FEC, .xlsx, import template)', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+33 6 12', "'+33 6 12"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Dupont SARL', 'Dupont SARL'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(spreadsheetText(value)).toBe(expected);
  });
});

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+33 6 12', "'+33 6 12"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=cmd', "'\t=cmd"],
    ['Dépannage', 'Dépannage'],
    [' =not first', ' =not first'],
    ['', ''],
  ])('neutralises a formula start: %j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['a;b', '"a;b"'],
    ['il a dit "oui"', '"il a dit ""oui"""'],
    ['ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    ['retour\r', '"retour\r"'],
    ['=1;2', `"'=1;2"`],
  ])('quotes a cell holding ; " or a line break: %j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are (a negative figure is data), booleans in French, null empty', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(85.5)).toBe('85.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('Oui');
    expect(csvCell(false)).toBe('Non');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvLine and csvDocument', () => {
  it('separates cells with ; and ends lines with CRLF', () => {
    expect(csvLine(['a', 1, null, '=x'])).toBe("a;1;;'=x\r\n");
  });

  it('starts the file with the byte-order mark, then the header', () => {
    const text = csvDocument(['Camion', 'Total'], [['AB-123-CD', 3]]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe('\uFEFFCamion;Total\r\nAB-123-CD;3\r\n');
  });
});
