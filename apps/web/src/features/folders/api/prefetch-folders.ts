import type { QueryClient } from '@tanstack/react-query';
import { folderListQuery, parseListSearch } from '../model/list-search.ts';
import { foldersQuery } from './get-folders.ts';

/**
 * Asks for the page the list will show as soon as the route knows the account, without waiting
 * for the screen to render: the list's own query then finds it on the way (issue 12, point 26).
 */
export function prefetchFolderList(
  client: QueryClient,
  address: string,
  isAssisteur: boolean,
): Promise<void> {
  const search = parseListSearch(new URL(address).searchParams);
  return client.prefetchQuery(foldersQuery(folderListQuery(search, isAssisteur)));
}
