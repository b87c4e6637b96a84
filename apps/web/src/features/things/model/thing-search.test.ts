import { describe, expect, it } from 'vitest';
import { pageInRange, parseThingSearch, thingSearchParams } from './thing-search.ts';

describe('things list search in the URL', () => {
  it('defaults to page 1 of 50, every account', () => {
    expect(parseThingSearch(new URLSearchParams())).toEqual({ page: 1, size: 50, accountId: undefined });
  });

  it('reads the unassigned filter, an account, a text, and refuses odd sizes', () => {
    expect(parseThingSearch(new URLSearchParams('accountId=-1&size=25&page=3&text=%20remorque%20'))).toEqual({
      page: 3,
      size: 25,
      accountId: -1,
      text: 'remorque',
    });
    expect(parseThingSearch(new URLSearchParams('accountId=abc&size=33&page=-2'))).toEqual({
      page: 1,
      size: 50,
      accountId: undefined,
    });
  });

  it('writes back only what is set', () => {
    expect(thingSearchParams({ page: 2, size: 10, accountId: 7 })).toEqual({
      page: '2',
      size: '10',
      accountId: '7',
    });
    expect(thingSearchParams({ page: 1, size: 50 })).toEqual({ page: '1', size: '50' });
  });

  it('keeps the page while it holds rows, else goes to the last one', () => {
    expect(pageInRange(2, 10, 25)).toBe(2);
    expect(pageInRange(3, 10, 21)).toBe(3);
    expect(pageInRange(3, 10, 20)).toBe(2);
    expect(pageInRange(5, 50, 0)).toBe(1);
    expect(pageInRange(1, 10, 0)).toBe(1);
  });
});
