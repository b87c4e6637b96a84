// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { useAddressSearch } from './use-address-search.ts';

type Filters = Record<string, string>;
const parse = (params: URLSearchParams): Filters => Object.fromEntries(params);
const write = (filters: Filters) => filters;

afterEach(cleanup);

it('a change lands on the address as it is, even before the list has re-rendered with the last one', async () => {
  window.history.replaceState(null, '', '/things?page=1');
  let update: ((change: Partial<Filters>) => void) | undefined;
  let rendered: Filters = {};
  function List() {
    const address = useAddressSearch(parse, write);
    update = address.update;
    rendered = address.search;
    return null;
  }
  render(<RouterProvider router={createBrowserRouter([{ path: '/things', element: <List /> }])} />);
  expect(rendered).toEqual({ page: '1' });

  // An account chosen, then a typed search committing with the same (not yet re-rendered) update:
  // the second must keep the first (react-router's setSearchParams alone dropped it).
  const sameRender = update!;
  await act(async () => {
    sameRender({ accountId: '-1' });
    await Promise.resolve();
    sameRender({ text: 'E2E' });
  });
  expect(new URLSearchParams(window.location.search).get('accountId')).toBe('-1');
  expect(rendered).toEqual({ page: '1', accountId: '-1', text: 'E2E' });
});
