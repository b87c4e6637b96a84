import { describe, expect, it } from 'vitest';
import { dialogReportsQueryError } from './query-meta.ts';

describe('which failed queries the error dialog reports', () => {
  it('reports by default, and not when the call says it shows its failure', () => {
    expect(dialogReportsQueryError(undefined, false)).toBe(true);
    expect(dialogReportsQueryError({ reportErrors: false }, true)).toBe(false);
  });

  it("leaves a page's load failure to the page, once, but reports a failed refresh of a shown page", () => {
    expect(dialogReportsQueryError({ errorShownByPage: true }, false)).toBe(false);
    expect(dialogReportsQueryError({ errorShownByPage: true }, true)).toBe(true);
  });
});
