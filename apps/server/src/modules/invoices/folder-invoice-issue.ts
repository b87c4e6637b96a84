import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { invoiceFolder } from './folder-invoice.service.ts';
import { issueDraftIn } from './invoice-issue.service.ts';
import { folderInvoice } from './invoices.repository.ts';

/**
 * The folder's invoice, issued, inside the caller's transaction (the driver's « Encaisser », issue 29 §2): the
 * one already issued; else its draft, made now by « Facturer » when there is none, issued at once. A refusal
 * (the buyer's address missing, no line to bill…) is the issue's own French one, and rolls the new draft and its
 * number back with the rest of the caller's work. The caller has checked that the folder is the account's.
 */
export async function issueFolderInvoiceIn(
  tx: Tx,
  auth: AuthContext,
  folderId: number,
): Promise<{ id: number; code: string }> {
  const existing = await folderInvoice(tx, folderId);
  if (existing?.state === 'ISSUED') return { id: existing.id, code: existing.code! };
  // « Facturer » opens its own transaction: inside ours it is a savepoint, undone if the issue is refused.
  const draftId = existing?.id ?? (await invoiceFolder(tx as unknown as Db, auth, folderId)).id;
  await issueDraftIn(tx, auth.accountId, draftId, { userId: auth.userId });
  const issued = await folderInvoice(tx, folderId);
  return { id: draftId, code: issued!.code! };
}
