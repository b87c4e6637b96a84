import type { Address } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { currentAccountRow as currentAccount } from './account.service.ts';

/**
 * The averages are settings of the account. Unset, they answer 0: the new-folder form
 * then proposes "now" as the mission date, which is what the spec asks when absent.
 */
export async function averageMinutes(
  db: Db,
  auth: AuthContext,
  which: 'arrival' | 'onPlace',
): Promise<number> {
  const row = await currentAccount(db, auth);
  const minutes =
    which === 'arrival' ? row.interventionAverageArrivalMinute : row.interventionAverageOnPlaceMinute;
  return minutes ?? 0;
}

export async function headQuarterPlace(db: Db, auth: AuthContext): Promise<Address | null> {
  return (await currentAccount(db, auth)).place ?? null;
}
