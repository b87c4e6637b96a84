/**
 * Lettering (lettrage) of a customer's auxiliary account in the FEC (issue 29 §1): the 411 lines of an invoice,
 * of its credit notes and of its payments carry one code (EcritureLet) and the day the invoice was settled
 * (DateLet) once they balance. An invoice only partly settled is not lettered: we write no partial lettering
 * (some tools mark it in lower case; the FEC text defines none), so its lines stay open until the last euro.
 */

/** Codes of two letters first (AA … ZZ, 676 of them), then three (AAA … ZZZ), and so on: never one code twice. */
export function letteringCode(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Rang de lettrage invalide : ${index}`);
  let rest = index;
  let width = 2;
  let span = 26 ** width;
  while (rest >= span) {
    rest -= span;
    width += 1;
    span *= 26;
  }
  let code = '';
  for (let i = 0; i < width; i += 1) {
    code = String.fromCharCode(65 + (rest % 26)) + code;
    rest = Math.floor(rest / 26);
  }
  return code;
}

/** A payment not cancelled, or an issued credit note, of the invoice: what it settles and its day. */
export interface Settlement {
  cents: bigint;
  date: string;
}

/**
 * The lettering of an invoice as it stood on `asOf` (the last day of the exported period, so that a file
 * exported again later says the same): lettered when the settlements dated up to that day come to its total
 * exactly — lettered lines balance — on the day of the latest of them; null while something remains, and
 * while more than the total was settled (a credit note after the payment: the customer is owed a refund). `rank` is the invoice's place among its
 * customer's issued invoices (0 for the first): stable, since an issued invoice is never removed, so the
 * code is the same in every file and unique on the customer's account.
 */
export function invoiceLettering(input: {
  totalTtcCents: bigint;
  rank: number;
  settlements: readonly Settlement[];
  asOf: string;
}): { code: string; date: string } | null {
  const counted = input.settlements.filter((s) => s.date <= input.asOf);
  if (!counted.length || input.totalTtcCents <= 0n) return null;
  const settled = counted.reduce((sum, s) => sum + s.cents, 0n);
  if (settled !== input.totalTtcCents) return null;
  const date = counted.reduce((latest, s) => (s.date > latest ? s.date : latest), counted[0]!.date);
  return { code: letteringCode(input.rank), date };
}
