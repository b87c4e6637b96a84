import {
  DUPLICATE_ENDED_STATES,
  DUPLICATE_MIN_KEY_LENGTH,
  DUPLICATE_WINDOW_HOURS,
  phoneKey,
  registrationKey,
  type FolderDuplicates,
  type FolderDuplicatesQuery,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { findDuplicateFolders } from './folder-duplicates.repository.ts';

const HOUR = 3_600_000;
const telling = (key: string) => (key.length >= DUPLICATE_MIN_KEY_LENGTH ? key : null);

/**
 * The open folders of the account, created in the last day, that a new folder with this plate or
 * these callers' phones probably repeats: a warning for the form, never a refusal.
 */
export async function findPossibleDuplicates(
  db: DbOrTx,
  auth: AuthContext,
  query: FolderDuplicatesQuery,
): Promise<FolderDuplicates> {
  const registration = telling(registrationKey(query.registration));
  const phones = query.phone.map(phoneKey).filter((key) => telling(key) !== null);
  if (registration === null && phones.length === 0) return { duplicates: [] };
  const duplicates = await findDuplicateFolders(db, {
    accountId: auth.accountId,
    registration,
    phones,
    since: new Date(Date.now() - DUPLICATE_WINDOW_HOURS * HOUR),
    endedStates: DUPLICATE_ENDED_STATES,
  });
  return { duplicates };
}
