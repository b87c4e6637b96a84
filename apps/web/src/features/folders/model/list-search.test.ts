import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown.ts';
import { dateShortcuts } from '../../../lib/date-shortcuts.ts';
import {
  activeFilterCount,
  folderListQuery,
  folderListQueryForAnyAccount,
  listSearchParams,
  NO_FILTERS,
  parseListSearch,
  withFilters,
} from './list-search.ts';

const parse = (query: string) => parseListSearch(new URLSearchParams(query));

describe('the folder list address', () => {
  it('starts on page 1 with 10 folders and no filter', () => {
    expect(parse('')).toEqual({ page: 1, size: 10, folderState: [], missionState: [] });
    expect(listSearchParams(parse('')).toString()).toBe('');
  });

  it('reads back every filter it writes', () => {
    const search = parse(
      'folderState=CREATED,WAITING&missionState=MISSION_STARTED&assistanceProvider=AXA_ASSISTANCE&truckId=3&agentId=4&from=2026-01-01&to=2026-01-31&text=AB-123&page=3&size=25',
    );
    expect(search).toEqual({
      page: 3,
      size: 25,
      folderState: ['CREATED', 'WAITING'],
      missionState: ['MISSION_STARTED'],
      assistanceProvider: 'AXA_ASSISTANCE',
      truckId: 3,
      agentId: 4,
      from: '2026-01-01',
      to: '2026-01-31',
      text: 'AB-123',
    });
    expect(parseListSearch(listSearchParams(search))).toEqual(search);
  });

  it('falls back to defaults on a hand-edited address', () => {
    expect(
      parse('page=-2&size=33&folderState=NOPE,CLOSED&truckId=abc&from=hier&assistanceProvider=X'),
    ).toEqual({
      page: 1,
      size: 10,
      folderState: ['CLOSED'],
      missionState: [],
    });
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const search = parse('page=4&size=50');
    expect(withFilters(search, { text: 'dupont' })).toMatchObject({ page: 1, size: 50, text: 'dupont' });
    expect(withFilters(search, { page: 5 })).toMatchObject({ page: 5 });
  });
});

describe('the folder list call', () => {
  const search = parse(
    'assistanceProvider=IMA&accountId=7&truckId=3&agentId=4&from=2026-03-01&to=2026-03-02&folderState=CREATED',
  );

  it('sends the operator filters for an operator, the provider account for an assisteur', () => {
    expect(folderListQuery(search, false)).toMatchObject({
      assistanceProvider: 'IMA',
      accountId: undefined,
      truckId: 3,
      agentId: 4,
    });
    expect(folderListQuery(search, true)).toMatchObject({
      assistanceProvider: undefined,
      accountId: 7,
      truckId: undefined,
      agentId: undefined,
    });
  });

  it('is asked before the account is known only when no filter depends on its kind', () => {
    const plain = parse('folderState=CREATED&text=AB-123&page=2');
    expect(folderListQueryForAnyAccount(plain)).toEqual(folderListQuery(plain, false));
    expect(folderListQueryForAnyAccount(parse('truckId=3'))).toBeUndefined();
    expect(folderListQueryForAnyAccount(parse('accountId=7'))).toBeUndefined();
  });

  it('covers whole days, both included', () => {
    const query = folderListQuery(search, false);
    expect(new Date(String(query.startDate)).getTime()).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(new Date(String(query.endDate)).getTime()).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
    expect(query).toMatchObject({ limit: 10, page: 1, folderState: ['CREATED'] });
  });
});

describe('the list helpers', () => {
  it('offers the last 7, 30 and 180 days', () => {
    expect(dateShortcuts('2026-03-31T10:00:00')).toEqual([
      { label: 'Cette semaine', value: ['2026-03-24', '2026-03-31'] },
      { label: 'Ce mois', value: ['2026-03-01', '2026-03-31'] },
      { label: '6 derniers mois', value: ['2025-10-02', '2026-03-31'] },
    ]);
  });

  it('counts down in minutes and seconds', () => {
    expect(countdownText(60)).toBe('Rafraîchissement automatique dans 1 min 0 s');
    expect(countdownText(59)).toBe('Rafraîchissement automatique dans 0 min 59 s');
    expect(countdownText(-3)).toBe('Rafraîchissement automatique dans 0 min 0 s');
  });
});

describe('the active filters (the phone’s « Filtres » button)', () => {
  const full =
    'folderState=CREATED&missionState=MISSION_STARTED&assistanceProvider=AXA_ASSISTANCE&accountId=2&truckId=3&agentId=4&from=2026-01-01&to=2026-01-31&text=AB&page=2&size=25';

  it('counts each filter once, the period as one, the page and page size as none', () => {
    expect(activeFilterCount(parse(''), false)).toBe(0);
    expect(activeFilterCount(parse('page=3&size=25'), false)).toBe(0);
    expect(activeFilterCount(parse('from=2026-01-01&to=2026-01-31'), false)).toBe(1);
    expect(activeFilterCount(parse('folderState=CREATED,WAITING&text=AB'), false)).toBe(2);
    expect(activeFilterCount(parse(full), false)).toBe(7);
  });

  it('counts only the filters the user sees: an assisteur filters by provider account', () => {
    expect(activeFilterCount(parse(full), true)).toBe(5);
    expect(activeFilterCount(parse('truckId=3&agentId=4'), true)).toBe(0);
    expect(activeFilterCount(parse('accountId=2'), false)).toBe(0);
  });

  it('clears them all at once, back on page 1 with the same page size', () => {
    const cleared = withFilters(parse(full), NO_FILTERS);
    expect(activeFilterCount(cleared, false)).toBe(0);
    expect(listSearchParams(cleared).toString()).toBe('size=25');
  });
});
