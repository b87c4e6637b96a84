import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { foldForSearch, type TruckListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, truckMessages, trucks, users } from '../../db/schema/index.ts';

export type TruckRow = typeof trucks.$inferSelect;
export type TruckMessageRow = typeof truckMessages.$inferSelect;

export async function listTrucks(
  db: DbOrTx,
  accountId: number,
  query: TruckListQuery,
): Promise<{ rows: TruckRow[]; total: number }> {
  const conditions: SQL[] = [eq(trucks.accountId, accountId)];
  if (query.withPosition) {
    conditions.push(isNotNull(trucks.positionLatitude), isNotNull(trucks.positionLongitude));
  }
  if (query.text) conditions.push(truckMatches(query.text));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(trucks)
    .where(where)
    .orderBy(asc(trucks.name), asc(trucks.id))
    .offset(query.offset)
    .limit(query.limit);
  // The whole fleet in one page (the map, the pickers): the rows are the count.
  if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length };
  const [counted] = await db.select({ total: count() }).from(trucks).where(where);
  return { rows, total: counted?.total ?? 0 };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name, plate, serial and Webfleet numbers, folded like the folder search ('elodie' finds 'Élodie'). */
function truckMatches(text: string): SQL {
  const searched = sql`plateau_search_fold(concat_ws(' ', ${trucks.name}, ${trucks.licensePlate},
    replace(${trucks.licensePlate}, '-', ''), ${trucks.serialNumber}, ${trucks.ttwId}))`;
  return sql`${searched} like ${`%${escapeLike(foldForSearch(text))}%`}`;
}

/** The truck, only when it belongs to the account. */
export async function findTruck(
  db: DbOrTx,
  accountId: number,
  truckId: number,
): Promise<TruckRow | undefined> {
  const [row] = await db
    .select()
    .from(trucks)
    .where(and(eq(trucks.accountId, accountId), eq(trucks.id, truckId)));
  return row;
}

export async function insertTruckMessage(
  db: DbOrTx,
  message: Pick<TruckMessageRow, 'truckId' | 'userId' | 'text' | 'status'>,
): Promise<TruckMessageRow> {
  const [row] = await db.insert(truckMessages).values(message).returning();
  return row!;
}

/**
 * Each truck's usual driver (issue 28 §5): the agent of the CHAUFFEUR whose default truck it is
 * (users screen). A truck two drivers share has no single usual driver, and none is guessed.
 */
export async function usualAgentsByTruck(db: DbOrTx, accountId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinct({ truckId: users.truckId, agentId: users.agentId })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.role, 'CHAUFFEUR'),
        isNotNull(users.truckId),
        isNotNull(users.agentId),
      ),
    );
  const agentsOf = new Map<number, number[]>();
  for (const { truckId, agentId } of rows)
    agentsOf.set(truckId!, [...(agentsOf.get(truckId!) ?? []), agentId!]);
  return new Map(
    [...agentsOf]
      .filter(([, found]) => found.length === 1)
      .map(([truckId, [agentId]]) => [truckId, agentId!]),
  );
}

export async function listAgents(
  db: DbOrTx,
  accountId: number,
): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(eq(agents.accountId, accountId))
    .orderBy(asc(agents.name), asc(agents.id));
}
