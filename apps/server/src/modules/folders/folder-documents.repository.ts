import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { folderDocuments } from '../../db/schema/index.ts';

export type FolderDocumentInsert = typeof folderDocuments.$inferInsert;

/** What the folder screen lists: never the bytes. */
export const documentSummaryColumns = {
  id: folderDocuments.id,
  filename: folderDocuments.filename,
  contentType: folderDocuments.contentType,
  size: folderDocuments.size,
  createdAt: folderDocuments.createdAt,
};

export async function insertFolderDocuments(
  tx: DbOrTx,
  values: FolderDocumentInsert[],
): Promise<{ id: number }[]> {
  if (values.length === 0) return [];
  return tx.insert(folderDocuments).values(values).returning({ id: folderDocuments.id });
}

export async function countFolderDocuments(db: DbOrTx, accountId: number, folderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(folderDocuments)
    .where(and(eq(folderDocuments.accountId, accountId), eq(folderDocuments.folderId, folderId)));
  return row?.n ?? 0;
}

export async function listFolderDocuments(db: DbOrTx, accountId: number, folderId: number) {
  return db
    .select(documentSummaryColumns)
    .from(folderDocuments)
    .where(and(eq(folderDocuments.accountId, accountId), eq(folderDocuments.folderId, folderId)))
    .orderBy(asc(folderDocuments.id));
}
