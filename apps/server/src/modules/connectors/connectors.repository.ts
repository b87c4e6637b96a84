import { and, eq, sql } from 'drizzle-orm';
import type { ConnectorKind } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, connectorConfigurations, connectorStates } from '../../db/schema/index.ts';

export type ConnectorConfigRow = typeof connectorConfigurations.$inferSelect;
export type ConnectorStateRow = typeof connectorStates.$inferSelect;
export type ConnectorConfigValues = Pick<ConnectorConfigRow, 'active' | 'settings' | 'secrets'>;

export async function findConnectorConfigs(db: DbOrTx, accountId: number): Promise<ConnectorConfigRow[]> {
  return db.select().from(connectorConfigurations).where(eq(connectorConfigurations.accountId, accountId));
}

export async function findConnectorStates(db: DbOrTx, accountId: number): Promise<ConnectorStateRow[]> {
  return db.select().from(connectorStates).where(eq(connectorStates.accountId, accountId));
}

export async function saveConnectorConfig(
  tx: DbOrTx,
  accountId: number,
  kind: ConnectorKind,
  values: ConnectorConfigValues,
): Promise<void> {
  await tx
    .insert(connectorConfigurations)
    .values({ accountId, kind, ...values })
    .onConflictDoUpdate({
      target: [connectorConfigurations.accountId, connectorConfigurations.kind],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The active configurations of one connector, of active accounts, by account. */
export async function activeConnectorConfigs(db: DbOrTx, kind: ConnectorKind): Promise<ConnectorConfigRow[]> {
  const rows = await db
    .select({ config: connectorConfigurations })
    .from(connectorConfigurations)
    .innerJoin(accounts, eq(accounts.id, connectorConfigurations.accountId))
    .where(
      and(
        eq(connectorConfigurations.kind, kind),
        eq(connectorConfigurations.active, true),
        eq(accounts.active, true),
      ),
    )
    .orderBy(connectorConfigurations.accountId);
  return rows.map((row) => row.config);
}

export async function findConnectorState(
  db: DbOrTx,
  accountId: number,
  kind: ConnectorKind,
): Promise<ConnectorStateRow | undefined> {
  const [row] = await db
    .select()
    .from(connectorStates)
    .where(and(eq(connectorStates.accountId, accountId), eq(connectorStates.kind, kind)));
  return row;
}

/** Records the end of one poll: its time, its success or error, and where the next one resumes. */
export async function recordConnectorSync(
  db: DbOrTx,
  accountId: number,
  kind: ConnectorKind,
  at: Date,
  outcome: { error?: string | null; cursor?: Record<string, unknown> },
): Promise<void> {
  const set = {
    lastSyncAt: at,
    ...(outcome.error
      ? { lastError: outcome.error, lastErrorAt: at }
      : { lastSuccessAt: at, lastError: null }),
    ...(outcome.cursor ? { cursor: outcome.cursor } : {}),
  };
  await db
    .insert(connectorStates)
    .values({ accountId, kind, ...set })
    .onConflictDoUpdate({ target: [connectorStates.accountId, connectorStates.kind], set });
}
