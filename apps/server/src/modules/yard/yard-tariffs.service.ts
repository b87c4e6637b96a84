import { and, eq } from 'drizzle-orm';
import {
  nationalTariffPeriods,
  YARD_CATEGORIES,
  type YardCategory,
  type YardFeeRates,
  type YardSettings,
  type YardTariffPeriod,
  type YardTariffPeriodInput,
  type YardTariffs,
  type YardTariffZone,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { yardSettings, yardTariffRates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { recordJournal } from '../journal/index.ts';

const DEFAULT_SETTINGS: YardSettings = { zone: 'NATIONAL', privateDailyCents: 1500 };

export async function loadYardSettings(db: DbOrTx, accountId: number): Promise<YardSettings> {
  const [row] = await db.select().from(yardSettings).where(eq(yardSettings.accountId, accountId));
  return row
    ? { zone: row.zone as YardTariffZone, privateDailyCents: row.privateDailyCents }
    : DEFAULT_SETTINGS;
}

/** The account's periods, oldest first; the regulated table of its zone while it has none of its own. */
export async function loadTariffs(db: DbOrTx, accountId: number): Promise<YardTariffs> {
  const settings = await loadYardSettings(db, accountId);
  const rows = await db.select().from(yardTariffRates).where(eq(yardTariffRates.accountId, accountId));
  if (rows.length === 0) return { settings, national: true, periods: nationalTariffPeriods(settings.zone) };
  const byFrom = new Map<string, YardTariffPeriod>();
  for (const row of rows) {
    const period = byFrom.get(row.validFrom) ?? {
      from: row.validFrom,
      source: row.source,
      rates: {} as Record<YardCategory, YardFeeRates>,
    };
    period.rates[row.category] = row.rates;
    byFrom.set(row.validFrom, period);
  }
  const periods = [...byFrom.values()].sort((a, b) => a.from.localeCompare(b.from));
  return { settings, national: false, periods };
}

export async function saveYardSettings(
  db: Db,
  auth: AuthContext,
  settings: YardSettings,
): Promise<YardTariffs> {
  await db
    .insert(yardSettings)
    .values({ accountId: auth.accountId, ...settings })
    .onConflictDoUpdate({ target: yardSettings.accountId, set: settings });
  return loadTariffs(db, auth.accountId);
}

/**
 * Saves one period of the account's table (a new arrêté, or a correction of a period). The first edit copies the
 * regulated periods of the zone first, so the stays before the new period keep their rates.
 */
export async function saveTariffPeriod(
  db: Db,
  auth: AuthContext,
  period: YardTariffPeriodInput,
): Promise<YardTariffs> {
  await db.transaction(async (tx) => {
    const current = await loadTariffs(tx, auth.accountId);
    const periods = current.national ? [...current.periods, period] : [period];
    for (const saved of periods) {
      await tx
        .delete(yardTariffRates)
        .where(and(eq(yardTariffRates.accountId, auth.accountId), eq(yardTariffRates.validFrom, saved.from)));
      await tx.insert(yardTariffRates).values(
        YARD_CATEGORIES.map((category) => ({
          accountId: auth.accountId,
          validFrom: saved.from,
          category,
          source: saved.source,
          rates: saved.rates[category],
        })),
      );
    }
    await recordJournal(
      tx,
      auth,
      'YARD_TARIFF_CHANGE',
      `période tarifaire du ${period.from} (${period.source})`,
    );
  });
  return loadTariffs(db, auth.accountId);
}
