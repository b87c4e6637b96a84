import { spreadsheetText } from '@plateau/contracts';

/** The media type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCell = string | number | null;

/**
 * exceljs writes a string as a text cell, yet a user who edits it (or copies it into a CSV) gets a
 * formula: text cells take the shared apostrophe rule; numbers stay numbers. Every workbook the
 * server writes (the scheduled reports, the receivables) passes its rows through here.
 */
export const sheetRow = (cells: readonly SheetCell[]): SheetCell[] =>
  cells.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell));
