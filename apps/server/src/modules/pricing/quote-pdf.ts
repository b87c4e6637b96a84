import { eq } from 'drizzle-orm';
import { formatCents, quoteMentions, type Quote } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { openPdf, PdfPageWriter } from '../../lib/pdf-page-writer.ts';
import { getQuote } from './quotes.service.ts';

const euros = (cents: number) => formatCents(BigInt(cents));
const day = (iso: string) => iso.split('-').reverse().join('/');

/** The quote as a PDF the operator hands or sends: lines, totals, the quote's mentions, its acceptance. */
export async function quotePdf(db: DbOrTx, accountId: number, id: number) {
  const quote: Quote = await getQuote(db, accountId, id);
  const [seller] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const sellerName = seller?.name ?? '';
  const { pdf, fonts } = await openPdf({
    title: `Devis ${quote.number}`,
    author: sellerName,
    fonts: 'helvetica',
  });
  const writer = new PdfPageWriter(pdf, fonts);
  writer.newPage();
  writer.paragraph(`Devis ${quote.number}`, { size: 18, bold: true });
  writer.row('Émis par', sellerName);
  writer.row('Client', quote.customerName);
  writer.row('Date', formatParisDateTime(quote.createdAt).slice(0, 10));
  writer.row('Valable jusqu’au', day(quote.validUntil));
  if (quote.description) writer.row('Prestation', quote.description);
  writer.heading('Lignes');
  for (const line of quote.lines) {
    const vat = line.vatRate.toLocaleString('fr-FR');
    writer.row(
      line.label,
      `${line.quantity} × ${euros(line.unitPriceCents)} HT = ${euros(line.totalHtCents)} HT (TVA ${vat} %)`,
    );
  }
  writer.heading('Totaux');
  writer.row('Total HT', euros(quote.totalHtCents));
  writer.row('Total TTC', euros(quote.totalTtcCents));
  if (quote.state === 'ACCEPTE' && quote.decidedAt) {
    writer.heading('Bon pour accord');
    writer.row('Accepté par', `${quote.acceptedName ?? ''}, le ${formatParisDateTime(quote.decidedAt)}`);
    writer.row('Empreinte du devis lu', quote.documentHash ?? '');
  }
  writer.heading('Mentions');
  for (const mention of quoteMentions({
    number: quote.number,
    validUntil: quote.validUntil,
    sellerLegal: sellerName,
  })) {
    writer.paragraph(mention, { size: 8 });
  }
  writer.drawDocumentFooters(`Devis ${quote.number}`);
  return { filename: `${quote.number}.pdf`, bytes: await pdf.save() };
}
