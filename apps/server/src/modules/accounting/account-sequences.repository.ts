import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { accountSequences } from '../../db/schema/index.ts';

/** The counters an account numbers its records with (invoices and credit notes apart). */
export type SequenceName = 'FACTURE' | 'AVOIR' | 'CUSTOMER';

/**
 * The next value of one of the account's counters, taken inside the caller's transaction. The
 * upsert locks the counter's row until that transaction ends: concurrent creations queue behind
 * it, and a rolled-back creation leaves the counter where it was, so invoice numbers have no gaps.
 */
export async function nextSequenceValue(tx: Tx, accountId: number, name: SequenceName): Promise<number> {
  const [row] = await tx
    .insert(accountSequences)
    .values({ accountId, name, lastValue: 1 })
    .onConflictDoUpdate({
      target: [accountSequences.accountId, accountSequences.name],
      set: { lastValue: sql`${accountSequences.lastValue} + 1` },
    })
    .returning({ value: accountSequences.lastValue });
  return row!.value;
}

/** The value the next call would give, without taking it (GET …/nextCode previews). */
export async function peekSequenceValue(db: DbOrTx, accountId: number, name: SequenceName): Promise<number> {
  const rows = await db
    .select({ value: accountSequences.lastValue })
    .from(accountSequences)
    .where(and(eq(accountSequences.accountId, accountId), eq(accountSequences.name, name)));
  return (rows[0]?.value ?? 0) + 1;
}
