import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { folderMessages, folders, missions } from '../../db/schema/index.ts';

export type FolderRow = typeof folders.$inferSelect;
export type FolderInsert = typeof folders.$inferInsert;
export type FolderColumns = Partial<Omit<FolderInsert, 'id' | 'accountId' | 'version'>>;
export type MissionRow = typeof missions.$inferSelect;
export type FolderMessageRow = typeof folderMessages.$inferSelect;

export async function findFolder(db: DbOrTx, scope: SQL, folderId: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(scope, eq(folders.id, folderId)));
  return row;
}

/** Reads the folder and holds it until the transaction ends, so two writes never interleave. */
export async function lockFolder(tx: DbOrTx, scope: SQL, folderId: number): Promise<FolderRow | undefined> {
  const [row] = await tx
    .select()
    .from(folders)
    .where(and(scope, eq(folders.id, folderId)))
    .for('update');
  return row;
}

export async function insertFolder(tx: DbOrTx, values: FolderInsert): Promise<FolderRow> {
  const [row] = await tx.insert(folders).values(values).returning();
  return row!;
}

/** Every write moves the version on: a save based on an older one is stale. */
export async function updateFolder(tx: DbOrTx, folderId: number, columns: FolderColumns): Promise<FolderRow> {
  const [row] = await tx
    .update(folders)
    .set({ ...columns, version: sql`${folders.version} + 1`, updatedAt: new Date() })
    .where(eq(folders.id, folderId))
    .returning();
  return row!;
}

export async function findFolderMissions(db: DbOrTx, folderId: number): Promise<MissionRow[]> {
  return db.select().from(missions).where(eq(missions.folderId, folderId)).orderBy(asc(missions.id));
}

export async function findFolderMessages(db: DbOrTx, folderId: number): Promise<FolderMessageRow[]> {
  return db
    .select()
    .from(folderMessages)
    .where(eq(folderMessages.folderId, folderId))
    .orderBy(asc(folderMessages.creationDateTime), asc(folderMessages.id));
}
