import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { FolderList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { folderKeys } from './folder-keys.ts';

const TYPING_PAUSE_MS = 400;

/**
 * Whether another folder of the account already has this assistance number, read as the user
 * types (GET /api/folders?text=…, then the exact number): the CSV import refuses such a number,
 * the form warns (a second mission on the same case is possible).
 */
export function useFolderNumberTaken(externalNumber: string | null | undefined, ownId?: number) {
  const [number] = useDebouncedValue(externalNumber?.trim() ?? '', TYPING_PAUSE_MS);
  const found = useQuery({
    queryKey: [...folderKeys.all, 'number', number],
    queryFn: ({ signal }) =>
      api.get('/api/folders', { query: { text: number, limit: '20' }, schema: FolderList, signal }),
    enabled: number.length >= 3,
    staleTime: 30_000,
    // A failed check is no warning, and no error window either: the save checks nothing more.
    meta: { silent: true, reportErrors: false },
    retry: false,
  });
  if (number.length < 3 || number !== externalNumber?.trim()) return false;
  return !!found.data?.rows.some((row) => row.externalNumber?.trim() === number && row.id !== ownId);
}
