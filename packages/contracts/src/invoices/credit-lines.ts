import { formatCents } from '../rules/money.ts';

/** An invoice line as a credit note may credit it: its net HT in cents and its VAT rate. */
export interface CreditableLine {
  id: number;
  nom: string;
  taux: string | null;
  totalHTCents: bigint;
}

/** A credit note's line: the invoice line it credits, its rate and its net HT. */
export interface CreditLine {
  creditedLineId: number | null;
  nom: string;
  taux: string | null;
  totalHTCents: bigint;
}

const sameRate = (a: string | null, b: string | null) =>
  a == null || b == null ? (a == null) === (b == null) : Number(a) === Number(b);

/**
 * Why a credit note's lines cannot credit its invoice, or null: each line must credit a line of
 * the invoice, at that line's VAT rate, and no invoice line is credited beyond its net HT, counting
 * the credit notes already issued (creditedBefore: cents per invoice line id).
 */
export function creditLinesIssue(
  invoiceCode: string,
  invoiceLines: readonly CreditableLine[],
  creditedBefore: ReadonlyMap<number, bigint>,
  lines: readonly CreditLine[],
): string | null {
  const byId = new Map(invoiceLines.map((line) => [line.id, line]));
  const credited = new Map(creditedBefore);
  for (const line of lines) {
    const source = line.creditedLineId == null ? undefined : byId.get(line.creditedLineId);
    if (!source)
      return `La ligne « ${line.nom} » ne crédite aucune ligne de la facture ${invoiceCode} : un avoir ne crédite que les lignes de sa facture`;
    if (!sameRate(source.taux, line.taux))
      return `La ligne « ${line.nom} » doit garder le taux de TVA de la facture ${invoiceCode}`;
    credited.set(source.id, (credited.get(source.id) ?? 0n) + line.totalHTCents);
  }
  for (const [id, cents] of credited) {
    const source = byId.get(id)!;
    if (cents > source.totalHTCents) {
      const left = source.totalHTCents - (creditedBefore.get(id) ?? 0n);
      return `La ligne « ${source.nom} » dépasse ce qui reste à créditer sur la facture ${invoiceCode} (${formatCents(left < 0n ? 0n : left)} HT)`;
    }
  }
  return null;
}
