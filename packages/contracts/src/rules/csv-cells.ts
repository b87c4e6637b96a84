/**
 * How every CSV file the product writes is spelt: ';' between cells, a byte-order mark so that
 * spreadsheet programs read UTF-8, and cells that cannot be taken for something else.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * A spreadsheet evaluates a text cell that starts with one of these as a formula (CSV injection);
 * OWASP's list, a tab and a carriage return included (some programs skip them, then read the rest).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these must be quoted, or it would split the line or the cell. */
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * The one rule for every file a user opens in a spreadsheet (CSV, FEC, .xlsx, import template):
 * a text cell that a spreadsheet would evaluate gets a leading apostrophe, so it shows as typed.
 * Only text passes through here: numbers (a negative amount included) are data, written by each
 * format as a number, never neutralised.
 */
export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell: empty for null, a formula start neutralised by a leading quote (the spreadsheet then
 * shows the text as typed), quoted with doubled quotes when it holds ';', '"' or a line break.
 * Numbers are written as they are: a negative figure is data, not a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  const text = spreadsheetText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its line end. */
export const csvLine = (cells: readonly CsvValue[]): string =>
  cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;

/** A whole file: the BOM, the header line, then one line per row. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
