import { and, eq, ne } from 'drizzle-orm';
import { MessageProvenance } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderMessages, users } from '../../db/schema/index.ts';

export type FolderMessageInsert = typeof folderMessages.$inferInsert;

export async function insertFolderMessage(tx: DbOrTx, values: FolderMessageInsert): Promise<void> {
  await tx.insert(folderMessages).values(values);
}

/** Marks the driver's unread messages of the folder as read; answers how many were. */
export async function markFolderMessagesRead(tx: DbOrTx, folderId: number): Promise<number> {
  const rows = await tx
    .update(folderMessages)
    .set({ markAsRead: true })
    .where(
      and(
        eq(folderMessages.folderId, folderId),
        eq(folderMessages.markAsRead, false),
        ne(folderMessages.provenance, MessageProvenance.BACKOFFICE),
      ),
    )
    .returning({ id: folderMessages.id });
  return rows.length;
}

export async function userName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
