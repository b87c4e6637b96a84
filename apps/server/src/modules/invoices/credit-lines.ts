import { and, eq, ne, sql } from 'drizzle-orm';
import { creditLinesIssue, decimalTextToCents } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import type { InvoiceRecord } from './invoices.repository.ts';

/** What the check reads of a credit note's line (stored, or built from a patch). */
interface CreditLineColumns {
  creditedLineId?: number | null;
  nom: string;
  tvaRate?: string | null;
  totalHT: string;
}

/**
 * A credit note credits only lines of its invoice, at their VAT rate, and never more of a line
 * than is left of it once the credit notes already issued are counted (contracts creditLinesIssue).
 */
export async function checkCreditedLines(
  tx: Tx,
  accountId: number,
  creditNote: InvoiceRecord,
  lines: readonly CreditLineColumns[],
): Promise<void> {
  const invoiceId = creditNote.creditedInvoiceId!;
  const [invoice] = await tx
    .select({ code: invoices.code })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
  const sourceLines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const before = await tx
    .select({
      lineId: invoiceLines.creditedLineId,
      total: sql<string>`coalesce(sum(${invoiceLines.totalHT}), 0)::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.creditedInvoiceId, invoiceId),
        eq(invoices.state, 'ISSUED'),
        ne(invoices.id, creditNote.id),
      ),
    )
    .groupBy(invoiceLines.creditedLineId);
  const issue = creditLinesIssue(
    invoice?.code ?? '',
    sourceLines.map((line) => ({
      id: line.id,
      nom: line.nom,
      taux: line.tvaRate,
      totalHTCents: decimalTextToCents(line.totalHT),
    })),
    new Map(before.flatMap((row) => (row.lineId ? [[row.lineId, decimalTextToCents(row.total)]] : []))),
    lines.map((line) => ({
      creditedLineId: line.creditedLineId ?? null,
      nom: line.nom,
      taux: line.tvaRate ?? null,
      totalHTCents: decimalTextToCents(line.totalHT),
    })),
  );
  if (issue) throw new Invalid(issue);
}

/** A credit note's stored lines, for the check at issue. */
export const creditNoteLines = (tx: Tx, creditNoteId: number) =>
  tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, creditNoteId));
