import { describe, expect, it } from 'vitest';
import { csvDocument } from '@plateau/contracts';
import { FORMULA_NAMES, FORMULA_START } from './formula-names.ts';

// The CSV exports (journal, mission report) are written by csvDocument and downloaded in UTF-8
// with a byte-order mark: no conversion happens after the cell is neutralised. The FEC, converted
// to ISO 8859-15, is tested in modules/invoices/fec-lines.test.ts.
describe('the CSV exports, read back in UTF-8 as downloaded', () => {
  it('never start a cell with a formula sign, whatever the name', () => {
    const file = Buffer.from(
      csvDocument(
        ['Client'],
        FORMULA_NAMES.map((name) => [name]),
      ),
      'utf8',
    );
    const text = new TextDecoder('utf-8').decode(file);
    const cells = text.split('\r\n').slice(1, -1);
    expect(cells).toHaveLength(FORMULA_NAMES.length);
    for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(FORMULA_START);
  });
});
