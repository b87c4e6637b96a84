import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedFleet } from './fleet.ts';
import { seedFolders } from './folders.ts';
import { seedPlacesAndThings } from './places-things.ts';
import { seedJournals } from './journals.ts';
import { seedStatsHistory } from './stats-history.ts';
import { seedCustomers } from './customers.ts';
import { seedInvoices } from './invoices.ts';
import { seedPayments } from './payments.ts';
import { seedEInvoicing } from './e-invoicing.ts';
import { seedPaymentLinks } from './payment-links.ts';
import { seedCalendarDay } from './calendar-day.ts';
import { seedDriverApp } from './driver-app.ts';
import { seedDriverCash } from './driver-cash.ts';
import { seedSensitiveJournal } from './sensitive-journal.ts';
import { seedMissingWorkflow } from './workflow-backfill.ts';
import { seedYard } from './yard.ts';
import { seedPricing } from './pricing.ts';
import { seedReminders } from './reminders.ts';
import { seedVehicleConditions } from './vehicle-conditions.ts';

/** Further demo data, in order; each receives the demo account ids by key. */
type Seeder = (tx: DbOrTx, accountIds: Map<string, number>) => Promise<void>;
const seeders: Seeder[] = [
  seedFleet,
  seedFolders,
  seedStatsHistory,
  seedPlacesAndThings,
  seedJournals,
  seedCustomers,
  seedInvoices,
  seedPayments,
  seedEInvoicing,
  seedPaymentLinks,
  seedCalendarDay,
  seedDriverApp,
  seedDriverCash,
  seedSensitiveJournal,
  seedYard,
  seedPricing,
  seedReminders,
  seedVehicleConditions,
  // Last: the events of every folder a step above wrote without its workflow.
  (tx) => seedMissingWorkflow(tx),
];

/** Fills an empty database with the demo data, in one transaction; does nothing if accounts exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(accounts);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const ids = await seedAccounts(tx);
    for (const seed of seeders) await seed(tx, ids);
  });
  return true;
}
