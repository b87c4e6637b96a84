import type { LatePenalty, Place } from '@plateau/contracts';
import { startLetterheadPdf } from '../../lib/pdf-page-writer.ts';
import { addressLines, claimRows, frenchDay, penaltyNote, type ReminderFacts } from './reminder-wording.ts';

export interface FormalNoticeInput extends ReminderFacts {
  sellerAddress: Partial<Place> | null;
  buyerName: string;
  buyerAddress: Partial<Place> | null;
  today: string;
  penalty: LatePenalty;
  at: Date;
}

export const formalNoticeFilename = (code: string) => `Mise-en-demeure-${code.replace(/[^\w-]+/g, '_')}.pdf`;

/**
 * The formal notice (« mise en demeure ») of an unpaid invoice, to be sent as a registered letter: the seller's
 * letterhead, the debtor, the amounts claimed (penalties period by period, the indemnity) and the rules named.
 */
export async function formalNoticePdf(input: FormalNoticeInput): Promise<Uint8Array> {
  const { pdf, w } = await startLetterheadPdf({
    title: 'Mise en demeure de payer',
    reference: input.code,
    subtitle: `Lettre recommandée avec accusé de réception – le ${frenchDay(input.today)}`,
    account: { name: input.seller, address: addressLines(input.sellerAddress) },
    at: input.at,
  });
  w.y -= 10;
  const x = 320;
  for (const [i, line] of [input.buyerName, ...addressLines(input.buyerAddress)].entries())
    w.paragraph(line, { x, bold: i === 0 });
  w.y -= 16;
  w.paragraph(`Objet : mise en demeure de payer la facture n° ${input.code} du ${frenchDay(input.date)}`, {
    bold: true,
  });
  w.y -= 8;
  w.paragraph('Madame, Monsieur,');
  w.y -= 4;
  w.paragraph(
    `Malgré nos relances, la facture n° ${input.code} du ${frenchDay(input.date)}, échue le ` +
      `${frenchDay(input.dueDate)}, reste impayée à ce jour. Par la présente, nous vous mettons en demeure de ` +
      'nous régler, dans un délai de huit jours à compter de sa réception, la somme détaillée ci-dessous.',
  );
  w.heading('Sommes dues');
  for (const [label, value] of claimRows(input.remainingCents, input.penalty)) w.row(label, value);
  if (input.penalty.rules.length) {
    w.y -= 6;
    w.paragraph(penaltyNote(input.penalty), { size: 8 });
  }
  w.y -= 10;
  w.paragraph(
    'À défaut de règlement dans ce délai, nous engagerons sans autre avis une procédure de recouvrement ' +
      'judiciaire, dont les frais resteront à votre charge.',
  );
  w.y -= 6;
  w.paragraph('Veuillez agréer, Madame, Monsieur, nos salutations distinguées.');
  w.y -= 16;
  w.paragraph(input.seller, { bold: true });
  w.drawDocumentFooters(`Mise en demeure – facture ${input.code}`);
  return pdf.save();
}
