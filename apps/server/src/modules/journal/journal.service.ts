import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { csvDocument, JOURNAL_ACT_LABELS, type JournalAct, type JournalQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/index.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';

/** Who did it: a user of an account, or the server itself (userId null: a nightly job). */
export interface JournalActor {
  accountId: number;
  userId: number | null;
}

/**
 * Appends one row to the journal of sensitive acts (issue 23 §5). Call it inside the act's
 * transaction when there is one, so an act and its row exist together or not at all. The user's
 * login is copied: the row still says who once the user is removed.
 */
export async function recordJournal(
  db: DbOrTx,
  actor: JournalActor,
  act: JournalAct,
  detail: string,
  /** When the act was done, if not now: the demo's past acts only. */
  at?: Date,
) {
  await db.insert(journalEntries).values({
    ...(at ? { createdAt: at } : {}),
    accountId: actor.accountId,
    userId: actor.userId,
    userName: actor.userId === null ? null : sql`(select login from users where id = ${actor.userId})`,
    act,
    detail,
  });
}

const conditionsOf = (accountId: number, query: Omit<JournalQuery, 'page' | 'pageSize'>) => {
  const conditions: SQL[] = [eq(journalEntries.accountId, accountId)];
  if (query.act) conditions.push(eq(journalEntries.act, query.act));
  if (query.userId) conditions.push(eq(journalEntries.userId, query.userId));
  if (query.from) conditions.push(gte(journalEntries.createdAt, new Date(query.from)));
  if (query.to) conditions.push(lte(journalEntries.createdAt, new Date(query.to)));
  return and(...conditions);
};

const entryColumns = {
  id: journalEntries.id,
  createdAt: sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  act: sql<JournalAct>`${journalEntries.act}`,
  userId: journalEntries.userId,
  userName: journalEntries.userName,
  detail: journalEntries.detail,
};

export async function listJournal(db: DbOrTx, accountId: number, query: JournalQuery) {
  const where = conditionsOf(accountId, query);
  const [entries, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(journalEntries).where(where),
  ]);
  return { entries, total: total?.n ?? 0 };
}

/** The filtered journal as CSV (at most 50,000 rows), each text cell through spreadsheetText. */
export async function journalCsv(db: DbOrTx, accountId: number, query: JournalQuery): Promise<string> {
  const rows = await db
    .select(entryColumns)
    .from(journalEntries)
    .where(conditionsOf(accountId, query))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(50_000);
  return csvDocument(
    ['Date', 'Acte', 'Utilisateur', 'Détail'],
    rows.map((row) => [
      formatParisDateTime(row.createdAt),
      JOURNAL_ACT_LABELS[row.act] ?? row.act,
      row.userName ?? 'Plateau (tâche automatique)',
      row.detail,
    ]),
  );
}
