import { describe, expect, it } from 'vitest';
import { fleetQuery, fleetSearchParams, parseFleetSearch } from './fleet-search.ts';

describe('fleet search in the address bar', () => {
  it('reads page, size and text, falling back on bad values', () => {
    expect(parseFleetSearch(new URLSearchParams('page=3&size=10&text=grue'))).toEqual({
      page: 3,
      size: 10,
      text: 'grue',
    });
    expect(parseFleetSearch(new URLSearchParams('page=-2&size=7'))).toEqual({ page: 1, size: 25, text: '' });
  });

  it('asks the server for the page by offset, without an empty search', () => {
    expect(fleetQuery({ page: 3, size: 10, text: '  ' })).toEqual({ offset: 20, limit: 10 });
    expect(fleetQuery({ page: 1, size: 25, text: 'EK-903' })).toEqual({
      offset: 0,
      limit: 25,
      text: 'EK-903',
    });
  });

  it('leaves defaults out of the address', () => {
    expect(fleetSearchParams({ page: 1, size: 25, text: '' })).toEqual({});
    expect(fleetSearchParams({ page: 2, size: 50, text: 'grue' })).toEqual({
      page: '2',
      size: '50',
      text: 'grue',
    });
  });
});
