import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { bulkLogin, insertBulkAccounts } from './bulk-accounts.ts';
import { insertBulkFolders, insertBulkMissions } from './bulk-folders.ts';

const BULK_TABLES = ['folders', 'missions'];

/** Whether a bulk load already ran on this database. */
export async function hasBulkData(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.login, bulkLogin(1)));
  return row !== undefined;
}

/** node-postgres and PGlite both answer raw queries with `{ rows }`. */
async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Secondary indexes of the bulk tables; constraint indexes (primary keys) stay. */
async function secondaryIndexes(tx: Tx): Promise<Array<{ name: string; definition: string }>> {
  return rows(
    tx,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in ${BULK_TABLES}
        and indexname not in (select conname from pg_constraint)`,
  );
}

async function isSuperuser(tx: Tx): Promise<boolean> {
  const [role] = await rows<{ rolsuper: boolean }>(
    tx,
    sql`select rolsuper from pg_roles where rolname = current_user`,
  );
  return role?.rolsuper === true;
}

/**
 * Accounts, users, trucks, agents, folders and their missions in one transaction, all
 * with INSERT … SELECT. The secondary indexes are dropped first and rebuilt after: one
 * sort per index is far cheaper than a million index insertions.
 */
export async function bulkSeed(
  database: Database,
  options: { folders: number; accounts: number },
  step: (label: string) => void,
): Promise<void> {
  const passwordHash = await bcrypt.hash('bulk', 10);
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`set local maintenance_work_mem = '${database.kind === 'pglite' ? '128MB' : '512MB'}'`),
    );
    // Our rows reference what the same transaction just created: skip the per-row foreign-key
    // checks (a quarter of the time). This skips every trigger: data kept by triggers must be rebuilt.
    if (await isSuperuser(tx)) await tx.execute(sql`set local session_replication_role = replica`);
    const indexes = await secondaryIndexes(tx);
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`));
    await insertBulkAccounts(tx, options.accounts, passwordHash);
    step(`${options.accounts} accounts, with users, trucks and agents`);
    await insertBulkFolders(tx, options.folders, options.accounts);
    step(`${options.folders} folders`);
    await insertBulkMissions(tx);
    step(`${options.folders} missions`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    step(`${indexes.length} indexes rebuilt`);
  });
  // Outside the transaction: fresh statistics, and a visibility map for index-only scans.
  for (const table of [...BULK_TABLES, 'accounts', 'users', 'trucks', 'agents']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  step('vacuum analyze');
}
