import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import type { InvoiceDraft } from './invoice-build.ts';
import { issueDraftIn } from './invoice-issue.service.ts';
import { createDraftIn, loadInvoice } from './invoices.service.ts';

/**
 * An invoice another module drafts and issues at once inside its own transaction (the yard's release, issue 31
 * §5): a refusal (the buyer's address missing…) is the issue's own French one and rolls everything back.
 */
export async function issueInvoiceIn(
  tx: Tx,
  auth: AuthContext,
  draft: InvoiceDraft,
): Promise<{ id: number; code: string; totalTTC: number }> {
  const id = await createDraftIn(tx, auth.accountId, draft);
  await issueDraftIn(tx, auth.accountId, id, { userId: auth.userId });
  const invoice = await loadInvoice(tx, auth.accountId, id);
  return { id, code: invoice.code!, totalTTC: invoice.totalTTC };
}
