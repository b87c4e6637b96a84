import type { PDFPage } from 'pdf-lib';
import { groupSiren, type Place } from '@plateau/contracts';
import { MARGIN, MUTED, type PageWriter, RIGHT } from './invoice-pdf-layout.ts';
import type { InvoiceView } from './invoice-view.ts';

/** Columns of the lines table: the designation's left edge and width, then the right edges of the others. */
export const DESIGNATION = { x: MARGIN, width: 268 };
export const QUANTITY = 372;
export const UNIT_PRICE = 438;
export const RATE = 496;
export const TOTAL = RIGHT;
/** The buyer's block and the right-hand column of the header. */
const BUYER_X = 330;

export const day = (date: string) => date.split('-').reverse().join('/');
const addressLines = (place: Partial<Place> | null | undefined) =>
  [
    place?.line1,
    place?.line2,
    place?.line3,
    [place?.zipCode, place?.city].filter(Boolean).join(' '),
    place?.country && !/^(france|fr)$/i.test(place.country.trim()) ? place.country : null,
  ].filter((l): l is string => !!l?.trim());

/** Lines written one under the other from the writer's position; returns the y under the last. */
function column(
  w: PageWriter,
  lines: { text: string; bold?: boolean; size?: number; muted?: boolean }[],
  x: number,
) {
  const top = w.y;
  for (const line of lines) {
    for (const part of w.wrap(line.text, RIGHT - x, line)) {
      w.text(part, x, { bold: line.bold, size: line.size, color: line.muted ? MUTED : undefined });
      w.y -= (line.size ?? 9) + 3;
    }
  }
  const bottom = w.y;
  w.y = top;
  return bottom;
}

function columnHeadings(w: PageWriter) {
  w.text('Désignation', DESIGNATION.x, { bold: true });
  w.text('Quantité', QUANTITY, { bold: true, right: true });
  w.text('PU HT', UNIT_PRICE, { bold: true, right: true });
  w.text('TVA', RATE, { bold: true, right: true });
  w.text('Total HT', TOTAL, { bold: true, right: true });
  w.y -= 6;
  w.rule();
  w.y -= 14;
}

/** Page 1: the seller in full, the document's dates and references, the buyer; later pages: a reminder. */
export function header(view: InvoiceView, w: PageWriter, pageIndex: number) {
  const { doc } = view;
  if (pageIndex > 0) {
    w.text(doc.seller.name, MARGIN, { bold: true, size: 10 });
    w.text(view.heading, RIGHT, { bold: true, size: 10, right: true });
    w.y -= 8;
    w.rule();
    w.y -= 18;
    columnHeadings(w);
    return;
  }
  const sellerBottom = column(
    w,
    [
      { text: doc.seller.name, bold: true, size: 11 },
      ...addressLines(view.sellerPlace).map((text) => ({ text })),
      ...(view.sellerSiren ? [{ text: `SIREN ${groupSiren(view.sellerSiren)}` }] : []),
      ...(view.sellerVatNumber ? [{ text: `TVA intracommunautaire ${view.sellerVatNumber}` }] : []),
    ],
    MARGIN,
  );
  w.text(view.heading, RIGHT, { size: 16, bold: true, right: true });
  w.y -= 22;
  const facts = [
    ...(view.number ? [`Date : ${day(doc.invoice.date)}`] : []),
    ...(view.number && doc.kind === 'invoice' ? [`Échéance : ${day(doc.invoice.dueDate)}`] : []),
    doc.servicePeriod
      ? `Période de la prestation : du ${day(doc.servicePeriod.start)} au ${day(doc.servicePeriod.end)}`
      : `Date de la prestation : ${day(doc.serviceDate)}`,
    ...(doc.references.folder ? [`Dossier : ${doc.references.folder}`] : []),
    ...(doc.references.assisteurFile ? [`Dossier assisteur : ${doc.references.assisteurFile}`] : []),
    ...(doc.precedingInvoice
      ? [`Sur la facture ${doc.precedingInvoice.code} du ${day(doc.precedingInvoice.date)}`]
      : []),
  ];
  for (const fact of facts) {
    w.text(fact, RIGHT, { right: true });
    w.y -= 12;
  }
  w.y = Math.min(sellerBottom, w.y) - 18;
  w.text(doc.kind === 'credit-note' ? 'Avoir à' : 'Facturé à', BUYER_X, { color: MUTED });
  w.y -= 14;
  const buyer = doc.buyer;
  w.y =
    column(
      w,
      [
        { text: view.buyerName, bold: true },
        ...(view.buyerContact ? [{ text: view.buyerContact }] : []),
        ...addressLines(view.buyerPlace).map((text) => ({ text })),
        ...(buyer.siren ? [{ text: `SIREN ${groupSiren(buyer.siren)}` }] : []),
        ...(buyer.vatNumber ? [{ text: `TVA intracommunautaire ${buyer.vatNumber}` }] : []),
      ],
      BUYER_X,
    ) - 20;
  columnHeadings(w);
}

export function footer(view: InvoiceView, w: PageWriter, page: PDFPage, n: number, count: number) {
  const y = MARGIN;
  w.rule(page, y + 12);
  const pageText = `Page ${n} / ${count}`;
  w.text(pageText, RIGHT, { size: 8, right: true, color: MUTED }, page, y);
  const legal = [
    view.doc.seller.name,
    view.sellerLegal,
    view.sellerVatNumber ? `TVA ${view.sellerVatNumber}` : '',
  ]
    .filter(Boolean)
    .join(' – ');
  const room = RIGHT - MARGIN - w.width(pageText, { size: 8 }) - 12;
  const size = Math.min(7.5, (7.5 * room) / Math.max(1, w.width(legal, { size: 7.5 })));
  w.text(legal, MARGIN, { size, color: MUTED }, page, y);
}
