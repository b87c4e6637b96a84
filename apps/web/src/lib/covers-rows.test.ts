import { describe, expect, it } from 'vitest';
import { coversRows } from './covers-rows.ts';

describe('coversRows', () => {
  it('covers the rows on the first load', () => {
    expect(coversRows({ isFetching: true, isPlaceholderData: false, data: undefined })).toBe(true);
  });
  it('covers the previous rows while a new search loads', () => {
    expect(coversRows({ isFetching: true, isPlaceholderData: true, data: { rows: [] } })).toBe(true);
  });
  it('leaves the rows clickable while the same list refreshes in the background', () => {
    expect(coversRows({ isFetching: true, isPlaceholderData: false, data: { rows: [] } })).toBe(false);
  });
  it('never covers a list at rest', () => {
    expect(coversRows({ isFetching: false, isPlaceholderData: false, data: { rows: [] } })).toBe(false);
  });
});
