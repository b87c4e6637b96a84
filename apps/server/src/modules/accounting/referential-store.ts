import { and, asc, count, eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

/** The columns every referential table has: its own id, its account, the read-only flag. */
export type ReferentialTable = PgTable & { id: PgColumn; accountId: PgColumn; readOnly: PgColumn };

export interface Page {
  limit: number;
  page: number;
}

/** Queries of one referential table, every one of them within an account. */
export function referentialStore<T extends ReferentialTable>(table: T) {
  type Row = InferSelectModel<T>;
  type Values = Omit<InferInsertModel<T>, 'id' | 'accountId'>;
  const ofAccount = (accountId: number) => eq(table.accountId, accountId);
  const byId = (accountId: number, id: number) => and(ofAccount(accountId), eq(table.id, id));

  return {
    async list(db: DbOrTx, accountId: number, page?: Page): Promise<{ rows: Row[]; total: number }> {
      const query = db
        .select()
        .from(table as PgTable)
        .where(ofAccount(accountId))
        .orderBy(asc(table.id));
      const rows = (
        page ? await query.limit(page.limit).offset((page.page - 1) * page.limit) : await query
      ) as Row[];
      const [counted] = await db
        .select({ total: count() })
        .from(table as PgTable)
        .where(ofAccount(accountId));
      return { rows, total: counted?.total ?? 0 };
    },
    async find(db: DbOrTx, accountId: number, id: number): Promise<Row | undefined> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(byId(accountId, id));
      return rows[0] as Row | undefined;
    },
    async insert(db: DbOrTx, accountId: number, values: Values): Promise<Row> {
      const rows = await db
        .insert(table)
        .values({ ...values, accountId, readOnly: false } as InferInsertModel<T>)
        .returning();
      return (rows as Row[])[0]!;
    },
    async update(db: DbOrTx, accountId: number, id: number, values: Partial<Values>): Promise<Row> {
      const rows = await db
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(byId(accountId, id))
        .returning();
      return (rows as Row[])[0]!;
    },
    async remove(db: DbOrTx, accountId: number, id: number): Promise<void> {
      await db.delete(table).where(byId(accountId, id));
    },
  };
}
