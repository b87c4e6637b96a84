/**
 * Customer names an outside probe used against every exported file (issue 28 §6): a formula start
 * as typed, after a tab or a line end, and in the spellings a charset conversion turns into one —
 * fullwidth signs and dashes that ISO 8859-15 writes in ASCII, and an emoji or a zero-width
 * character that it leaves out before the sign.
 */
export const FORMULA_NAMES = [
  '=HYPERLINK("http://x","Cliquez")',
  '+33 6 12 34 56 78',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '＝1+1',
  '＋1+1',
  '－1+1',
  '–1+1',
  '−1+1',
  '＠SUM(A1)',
  '🚗=1+1',
  '\u200B=1+1',
  '\uFEFF@SUM(A1)',
] as const;

/** A cell a spreadsheet evaluates: what the exported text must never start with. */
export const FORMULA_START = /^[=+\-@\t\r]/;
