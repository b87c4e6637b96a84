import { formatEuros, INVOICE_UNIT_LABELS, type Invoice } from '@plateau/contracts';
import { buildFacturXml } from './facturx-cii.ts';
import { openPdf } from '../../lib/pdf-page-writer.ts';
import { embedFacturX } from './facturx-embed.ts';
import {
  invoiceDocument,
  type InvoiceDocument,
  type InvoiceDocumentInput,
  type Seller,
} from './invoice-document.ts';
import { A4, type Block, FOOTER_TOP, MARGIN, MUTED, PageWriter, RIGHT } from './invoice-pdf-layout.ts';
import { day, DESIGNATION, footer, header, QUANTITY, RATE, TOTAL, UNIT_PRICE } from './invoice-pdf-page.ts';
import { invoiceView, type InvoiceView, type ViewLine } from './invoice-view.ts';

const LEADING = 11;
const ROW_GAP = 4;
/** The right edge of the totals' labels. */
const TOTAL_LABEL = 480;
/** The last lines that stay on the page of the totals. */
const KEPT_WITH_TOTALS = 2;

const euros = (value: number) => formatEuros(value).replace(/\u202f|\u00a0/g, ' ');
const percent = (rate: string) => `${Number(rate).toLocaleString('fr-FR')} %`;
const quantityText = (line: ViewLine) =>
  [line.quantity.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' '), INVOICE_UNIT_LABELS[line.unit]]
    .filter(Boolean)
    .join(' ');
/** The VAT column: the rate, or why the line bears none. */
const VAT_LABELS = { AE: 'Autoliq.', G: 'Export', E: 'Sans TVA' } as const;
const vatLabel = (line: ViewLine) =>
  line.debours ? 'Débours' : line.category === 'S' ? percent(line.rate) : VAT_LABELS[line.category];
const ROW_LABELS = { AE: 'Autoliquidation', G: 'Export', E: 'Sans TVA' } as const;
const discountText = (discount: NonNullable<ViewLine['discount']>) =>
  `Remise${discount.percent ? ` ${percent(String(discount.percent))}` : ''} : −${euros(discount.amount)} (sur ${euros(discount.base)})`;
const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** One line of the table: the designation wraps within its column, the figures on its first line. */
function lineRow(w: PageWriter, line: ViewLine): Block {
  const name = [
    ...w.wrap([line.code, line.name].filter(Boolean).join(' - '), DESIGNATION.width),
    ...(line.discount ? w.wrap(discountText(line.discount), DESIGNATION.width) : []),
  ];
  return {
    height: name.length * LEADING + ROW_GAP,
    draw: () => {
      w.text(quantityText(line), QUANTITY, { right: true });
      w.text(euros(line.unitPrice), UNIT_PRICE, { right: true });
      // « Autoliq. » is wider than a rate: smaller, so that it never runs into the total.
      w.text(vatLabel(line), RATE, { right: true, size: line.category === 'AE' ? 7 : undefined });
      w.text(euros(line.total), TOTAL, { right: true });
      for (const part of name) {
        w.text(part, DESIGNATION.x);
        w.y -= LEADING;
      }
      w.y -= ROW_GAP;
    },
  };
}

/** Under the lines: the VAT breakdown, the totals, then payment and the mentions. Never split. */
function closing(view: InvoiceView, w: PageWriter): Block[] {
  const { doc } = view;
  const fullWidth = RIGHT - MARGIN;
  const amountRow = (label: string, amount: number, bold = false, muted = false): Block => ({
    height: 14,
    draw: () => {
      w.text(label, TOTAL_LABEL, { right: true, bold, color: muted ? MUTED : undefined });
      w.text(euros(amount), TOTAL, { right: true, bold });
      w.y -= 14;
    },
  });
  const space = (height: number): Block => ({ height, draw: () => void (w.y -= height) });
  const small = { size: 7.5, color: MUTED };
  const blocks: Block[] = [
    // The rule that closes the table, just under the last line.
    {
      height: 18,
      draw: () => {
        w.rule(w.page, w.y + 6);
        w.y -= 18;
      },
    },
    ...(view.allowance
      ? [
          amountRow('Total des lignes HT', view.linesTotal),
          amountRow(
            `Remise globale ${percent(String(view.allowance.percent))} (${view.allowance.reason})`,
            -view.allowanceTotal,
          ),
        ]
      : []),
    ...view.vatRows.map((row) =>
      amountRow(
        `${row.category === 'S' ? `TVA ${percent(row.rate)}` : ROW_LABELS[row.category]} sur ${euros(row.base)}`,
        row.vat,
        false,
        true,
      ),
    ),
    amountRow('Total HT', view.totalHT),
    amountRow('Total TVA', view.totalTVA),
    amountRow(doc.kind === 'credit-note' ? 'Total TTC de l’avoir' : 'Total TTC', view.totalTTC, true),
    space(10),
  ];
  const paragraphs: string[] = [];
  if (doc.kind === 'invoice')
    paragraphs.push(
      `Conditions de règlement : ${doc.paymentTerms}, échéance le ${day(doc.invoice.dueDate)}.`,
    );
  if (view.transfer)
    paragraphs.push(
      `Règlement par virement – IBAN ${groupIban(view.transfer.iban)}${view.transfer.bic ? ` – BIC ${view.transfer.bic}` : ''}`,
    );
  for (const row of view.vatRows)
    if (row.exemptionReason) paragraphs.push(`${ROW_LABELS[row.category as 'E']} : ${row.exemptionReason}.`);
  for (const block of paragraphs) blocks.push(w.paragraphBlock(block, MARGIN, fullWidth, {}, 12));
  blocks.push(space(4));
  for (const note of view.notes.filter((n) => n.printed))
    blocks.push(w.paragraphBlock(note.text, MARGIN, fullWidth, small, 10));
  return blocks;
}

export type { Seller };

/**
 * The invoice as a PDF: what a person reads and, once issued, a Factur-X PDF/A-3 carrying the
 * same invoice as CII XML. A draft says « BROUILLON » across each page, has no number and no XML.
 * Long invoices run over pages that each repeat the seller, the number and the column headings.
 */
export async function renderInvoicePdf(
  input: InvoiceDocumentInput | InvoiceDocument,
  when?: Date,
): Promise<Uint8Array>;
/** @deprecated the old call: an issued invoice to a customer of unknown identifiers. */
export async function renderInvoicePdf(
  invoice: Invoice,
  seller: Seller,
  paymentTerms: string,
  when?: Date,
): Promise<Uint8Array>;
export async function renderInvoicePdf(
  first: InvoiceDocumentInput | Invoice,
  second?: Seller | Date,
  paymentTerms?: string,
  at?: Date,
): Promise<Uint8Array> {
  const legacy = 'articles' in first;
  const doc = invoiceDocument(legacy ? { invoice: first, seller: second as Seller, paymentTerms } : first);
  const when = (legacy ? at : (second as Date | undefined)) ?? new Date();
  const view = invoiceView(doc);

  const { pdf, fonts } = await openPdf({
    title: view.heading,
    author: doc.seller.name,
    producer: 'Plateau',
    at: when,
    fonts: 'dejavu',
  });
  const w = new PageWriter(pdf, fonts, {
    header: (writer, index) => header(view, writer, index),
    footer: (writer, page, n, count) => footer(view, writer, page, n, count),
    watermark: doc.draft ? 'BROUILLON' : undefined,
  });
  w.newPage();

  const rows = view.lines.map((line) => lineRow(w, line));
  const tail = closing(view, w);
  const tailHeight = tail.reduce((sum, block) => sum + block.height, 0);
  rows.forEach((row, i) => {
    // The last lines go with the totals: checked with the room they and the closing need.
    const kept = i >= rows.length - KEPT_WITH_TOTALS;
    const withRest = kept ? rows.slice(i).reduce((sum, r) => sum + r.height, 0) + tailHeight : row.height;
    w.ensure(withRest <= CONTINUATION_ROOM ? withRest : row.height);
    row.draw();
  });
  w.ensure(tailHeight <= CONTINUATION_ROOM ? tailHeight : 0);
  for (const block of tail) {
    w.ensure(block.height);
    block.draw();
  }
  w.finish();

  if (!doc.draft) embedFacturX(pdf, buildFacturXml(doc), view.heading, when);
  return pdf.save({ useObjectStreams: false });
}

/** What a continuation page offers under its header (see `header`): a taller block must be split. */
const CONTINUATION_ROOM = A4[1] - MARGIN - (8 + 18 + 6 + 14) - FOOTER_TOP;
