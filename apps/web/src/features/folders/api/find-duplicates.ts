import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DUPLICATE_MIN_KEY_LENGTH,
  FolderDuplicates,
  phoneKey,
  registrationKey,
  type FolderDuplicate,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { folderKeys } from './folder-keys.ts';

const TYPING_PAUSE_MS = 400;

export interface DuplicateClues {
  registration?: string | null;
  phones: Array<string | null | undefined>;
}

/**
 * The account's open folders of the day with this plate or one of these callers' phones
 * (GET /api/folders/duplicates), read as the user types: the form warns, it never refuses.
 */
export function usePossibleDuplicates(clues: DuplicateClues): FolderDuplicate[] {
  const registration = registrationKey(clues.registration);
  const phones = clues.phones.map(phoneKey).filter((key) => key.length >= DUPLICATE_MIN_KEY_LENGTH);
  const typed = {
    registration: registration.length >= DUPLICATE_MIN_KEY_LENGTH ? registration : '',
    phone: [...new Set(phones)].sort(),
  };
  // Debounced as a string: a new object each render would restart the pause every time.
  const [debounced] = useDebouncedValue(JSON.stringify(typed), TYPING_PAUSE_MS);
  const keys = JSON.parse(debounced) as typeof typed;
  const found = useQuery({
    queryKey: [...folderKeys.all, 'duplicates', keys.registration, ...keys.phone],
    queryFn: ({ signal }) =>
      api.get('/api/folders/duplicates', { query: keys, schema: FolderDuplicates, signal }),
    enabled: keys.registration !== '' || keys.phone.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    // A failed check is no warning, and no error window either: the save checks nothing more.
    meta: { silent: true, reportErrors: false },
    retry: false,
  });
  if (typed.registration === '' && typed.phone.length === 0) return [];
  return found.data?.duplicates ?? [];
}
