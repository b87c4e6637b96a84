import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FolderDocument, FolderDocumentList } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderDocuments } from '../../db/schema/index.ts';

export type FolderDocumentInsert = typeof folderDocuments.$inferInsert;

/** What the folder screen lists: never the bytes. */
export const documentSummaryColumns = {
  id: folderDocuments.id,
  filename: folderDocuments.filename,
  contentType: folderDocuments.contentType,
  size: folderDocuments.size,
  hasThumbnail: sql<boolean>`${folderDocuments.thumbnail} is not null`,
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

type DocumentSummary = Awaited<ReturnType<typeof listFolderDocuments>>[number];

const toFolderDocument = (row: DocumentSummary): FolderDocument => ({
  id: row.id,
  contentType: row.contentType,
  filename: row.filename,
  image: row.hasThumbnail,
  size: row.size,
  creationDateTime: row.createdAt.toISOString(),
});

/** The folder's documents as its screen lists them, oldest first. */
export async function folderDocumentList(
  db: DbOrTx,
  folder: { id: number; accountId: number },
): Promise<FolderDocumentList> {
  return (await listFolderDocuments(db, folder.accountId, folder.id)).map(toFolderDocument);
}
