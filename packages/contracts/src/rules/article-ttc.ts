import { toCents } from './money.ts';
import { centsToDecimalText, parseDecimal } from './decimal-amount.ts';

/**
 * Spec 3 §5 'Amounts': TTC = HT + HT × taux / 100, rounded to the cent, halves away from zero.
 * Without a VAT code, or with one whose rate is 'Non applicable' (null), TTC equals HT.
 * Computed exactly: HT × (100 + taux) / 100 as scaled integers, rounded once.
 * Returns null when HT or the rate is not a decimal.
 */
export function computeMontantTTC(
  montantHT: string | number,
  taux: string | number | null | undefined,
): string | null {
  const ht = parseDecimal(montantHT);
  if (!ht) return null;
  if (taux === null || taux === undefined || taux === '') return centsToDecimalText(toCents(ht));
  const rate = parseDecimal(taux);
  if (!rate) return null;
  const hundred = 100n * 10n ** BigInt(rate.scale);
  const units = ht.units * (hundred + rate.units);
  return centsToDecimalText(toCents({ units, scale: ht.scale + rate.scale + 2 }));
}
