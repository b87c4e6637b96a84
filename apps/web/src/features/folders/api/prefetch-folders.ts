import type { QueryClient } from '@tanstack/react-query';
import { folderListQuery, folderListQueryForAnyAccount, parseListSearch } from '../model/list-search.ts';
import { foldersQuery } from './get-folders.ts';
import { referentialQuery } from './get-referential.ts';

const LIST_REFERENTIALS = ['ASSISTANCE_PROVIDER', 'FOLDER_STATE', 'MISSION_STATE'] as const;

/**
 * Asks for the page the list will show without waiting for the screen to render: the list's own
 * query then finds it on the way (issue 12, point 26). When no filter of the address depends on the
 * account's kind (the list opened after sign-in has none), it is asked at once, side by side with
 * the account check (issue 24 §6); otherwise once the account says whether it is an assisteur.
 */
export function prefetchFolderList(
  client: QueryClient,
  address: string,
  account: Promise<{ isAssisteur?: boolean } | undefined>,
): Promise<void> {
  // The lists the table and its filters label with, asked beside the page: each one that came
  // after the screen drew it drew the list and its filters again (issue 28 §7).
  for (const key of LIST_REFERENTIALS) void client.prefetchQuery(referentialQuery(key));
  const search = parseListSearch(new URL(address).searchParams);
  const early = folderListQueryForAnyAccount(search);
  if (early) {
    // Asked before the account is known: an account without folders (IOT) is sent elsewhere by the
    // route, and the list's own query reports a failure if the screen is shown.
    const options = foldersQuery(early);
    return client.prefetchQuery({ ...options, meta: { ...options.meta, reportErrors: false } });
  }
  return account.then((known) =>
    client.prefetchQuery(foldersQuery(folderListQuery(search, known?.isAssisteur !== false))),
  );
}
