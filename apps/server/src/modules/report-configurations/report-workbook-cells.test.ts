import { describe, expect, it } from 'vitest';
import { sheetRow } from './report-workbook.ts';

describe('report workbook cells', () => {
  it('neutralises text cells that a spreadsheet would evaluate; numbers and empty cells stay', () => {
    expect(sheetRow(['=HYPERLINK("http://x")', '-AB-123', '@x', 'Plateau 1', -12.5, 0, null])).toEqual([
      `'=HYPERLINK("http://x")`,
      "'-AB-123",
      "'@x",
      'Plateau 1',
      -12.5,
      0,
      null,
    ]);
  });
});
