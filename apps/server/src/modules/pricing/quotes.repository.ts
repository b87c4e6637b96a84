import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { QuoteListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, quotes } from '../../db/schema/index.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteValues = Omit<typeof quotes.$inferInsert, 'id' | 'accountId' | 'number' | 'createdAt'>;

/** The next number of the year, DV-YYYY-NNNN, the account row locked so two quotes never share one. */
export async function nextQuoteNumber(tx: DbOrTx, accountId: number, year: string): Promise<string> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  const prefix = `DV-${year}-`;
  const [row] = await tx
    .select({ last: sql<string | null>`max(${quotes.number})` })
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), ilike(quotes.number, `${prefix}%`)));
  const last = row?.last ? Number(row.last.slice(prefix.length)) : 0;
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

export async function insertQuoteRow(tx: DbOrTx, accountId: number, number: string, values: QuoteValues) {
  const [row] = await tx
    .insert(quotes)
    .values({ ...values, accountId, number })
    .returning();
  return row!;
}

/** The account's quotes, newest first; `state` is the stored state (the service reads expiry). */
export function listQuoteRows(db: DbOrTx, accountId: number, query: QuoteListQuery & { stored?: string[] }) {
  const conditions: SQL[] = [eq(quotes.accountId, accountId)];
  if (query.stored) conditions.push(sql`${quotes.state} in ${query.stored}`);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${quotes.number} ilike ${like} or ${quotes.customerName} ilike ${like})`);
  }
  return db
    .select()
    .from(quotes)
    .where(and(...conditions))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(500);
}

export async function findQuoteRow(db: DbOrTx, accountId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.accountId, accountId), eq(quotes.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The quote a public link leads to, by the hash of its token: the token itself is never stored. */
export async function findQuoteByTokenHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ quote: quotes, sellerName: accounts.name })
    .from(quotes)
    .innerJoin(accounts, eq(accounts.id, quotes.accountId))
    .where(eq(quotes.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update', { of: quotes }) : query);
  return row;
}

export async function updateQuoteRow(db: DbOrTx, id: number, values: Partial<QuoteValues>) {
  const [row] = await db.update(quotes).set(values).where(eq(quotes.id, id)).returning();
  return row!;
}
