import {
  assistanceProviderLabels,
  type DayStatsList,
  type DepanneurStatsList,
  type ProviderStatsList,
  type StatsQuery,
  type TruckStatsList,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { statsByAssistanceProvider, statsByDay, statsByDepanneur, statsByTruck } from './stats.repository.ts';

/** Folders entered without an assistance company are counted together under this name. */
export const NO_PROVIDER_LABEL = 'Sans assisteur';

export async function truckStats(db: DbOrTx, auth: AuthContext, query: StatsQuery): Promise<TruckStatsList> {
  const rows = await statsByTruck(db, auth, query);
  return { data: { rows, total: rows.length } };
}

export async function providerStats(
  db: DbOrTx,
  auth: AuthContext,
  query: StatsQuery,
): Promise<ProviderStatsList> {
  const rows = (await statsByAssistanceProvider(db, auth, query))
    .map((row) => ({
      ...row,
      assistanceProviderLabel: row.assistanceProvider
        ? assistanceProviderLabels[row.assistanceProvider]
        : NO_PROVIDER_LABEL,
    }))
    .sort((a, b) => a.assistanceProviderLabel.localeCompare(b.assistanceProviderLabel, 'fr'));
  return { rows, total: rows.length };
}

export async function depanneurStats(
  db: DbOrTx,
  auth: AuthContext,
  query: StatsQuery,
): Promise<DepanneurStatsList> {
  const rows = await statsByDepanneur(db, auth, query);
  return { rows, total: rows.length };
}

export async function dayStats(db: DbOrTx, auth: AuthContext, query: StatsQuery): Promise<DayStatsList> {
  const rows = await statsByDay(db, auth, query);
  return { rows, total: rows.length };
}
