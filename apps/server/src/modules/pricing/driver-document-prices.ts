import { formatCents } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { findPricingRow } from './folder-pricing.repository.ts';

/** A priced line as the documents the driver hands over print it: the price only when shown. */
export interface DriverDocumentLine {
  label: string;
  quantity: number;
  /** « 3 × 15,00 € = 45,00 € HT », or null when the customer's grid hides prices. */
  price: string | null;
}

/**
 * The folder's price lines for the documents the driver hands over (the job sheet), without
 * their prices when the grid says « Masquer les prix » (as assistance companies require: the
 * price is theirs to tell). Null before the folder is priced.
 */
export async function driverDocumentLines(
  db: DbOrTx,
  accountId: number,
  folderId: number,
): Promise<DriverDocumentLine[] | null> {
  const pricing = await findPricingRow(db, accountId, folderId);
  if (!pricing) return null;
  const euros = (cents: number) => formatCents(BigInt(cents));
  return pricing.lines.map((line) => ({
    label: line.label,
    quantity: line.quantity,
    price: pricing.hidePricesOnDriverDocuments
      ? null
      : `${line.quantity} × ${euros(line.unitPriceCents)} = ${euros(line.totalHtCents)} HT`,
  }));
}
