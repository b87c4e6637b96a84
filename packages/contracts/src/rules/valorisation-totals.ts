import { vatOf } from './invoice-amounts.ts';
import { centsToNumber, divideRounded, numberToCents, toCents, toDecimal, multiply } from './money.ts';

/** What the totals read of a line (a ValorisationItem fits). Written out rather than picked from the schema:
 * the schema's bounds (folders/valorisation.ts) use these totals, so importing it back would make a circle. */
export interface PricedItem {
  inclus: boolean;
  prixUnitaire: number | null;
  quantite: number | null;
  tauxTva: number | null;
  montantTotal: number | null;
  valorisationNegative: boolean;
}

/** What withComputedTotals reads and writes of a valorisation (a Valorisation fits). */
interface PricedValorisation {
  items: PricedItem[];
  totalHt?: number | null;
  totalTva?: number | null;
  totalTtc?: number | null;
}

export interface ItemTotals {
  htCents: bigint;
  ttcCents: bigint;
}

/**
 * Spec 2 §5: HT = unit price × quantity, or the fixed total when there is no price and
 * quantity; a negative line counts × −1; TTC = HT × (1 + VAT/100); each rounded to 2 decimals.
 */
export function itemTotals(item: PricedItem): ItemTotals {
  const priced = item.prixUnitaire != null && item.quantite != null;
  const positiveHt = priced
    ? toCents(multiply(toDecimal(item.prixUnitaire!), toDecimal(item.quantite!)))
    : numberToCents(item.montantTotal ?? 0);
  const htCents = item.valorisationNegative ? -positiveHt : positiveHt;
  const vat = toDecimal(item.tauxTva ?? 0);
  const hundred = 100n * 10n ** BigInt(vat.scale);
  const ttcCents = divideRounded(htCents * (hundred + vat.units), hundred);
  return { htCents, ttcCents };
}

export interface ValorisationTotals {
  htCents: bigint;
  tvaCents: bigint;
  ttcCents: bigint;
}

/**
 * The included lines' HT added up, and their VAT the way the folder's invoice will charge it
 * (invoice-amounts.ts, EN 16931 BR-CO-17): per rate, on the rate's summed HT, rounded once. So
 * the validated total is the invoiced total to the cent; a line's TTC shown beside it is for
 * reading, and several lines at one rate may add up a cent away from the total.
 */
export function valorisationTotals(items: readonly PricedItem[]): ValorisationTotals {
  const baseByRate = new Map<string | null, bigint>();
  for (const item of items) {
    if (!item.inclus) continue;
    const rate = item.tauxTva ? String(item.tauxTva) : null;
    baseByRate.set(rate, (baseByRate.get(rate) ?? 0n) + itemTotals(item).htCents);
  }
  let htCents = 0n;
  let tvaCents = 0n;
  for (const [rate, base] of baseByRate) {
    htCents += base;
    tvaCents += vatOf(base, rate);
  }
  return { htCents, tvaCents, ttcCents: htCents + tvaCents };
}

export const VALORISATION_LOW_TTC_CENTS = 500n;
export const VALORISATION_HIGH_TTC_CENTS = 50_000n;

/**
 * Spec 2 §5 and §9: a negative line gets the info style (its TTC is below 5 € by nature, so it
 * is judged first); another line under 5 € or over 500 € TTC is a warning.
 */
export function itemRowStyle(item: PricedItem): 'warning' | 'info' | null {
  if (item.valorisationNegative) return 'info';
  const { ttcCents } = itemTotals(item);
  if (ttcCents < VALORISATION_LOW_TTC_CENTS || ttcCents > VALORISATION_HIGH_TTC_CENTS) return 'warning';
  return null;
}

/**
 * The valorisation as the server stores it: each priced line's montantTotal is its HT (the
 * client's is never trusted), and the totals are the server's own.
 */
export function withComputedTotals<T extends PricedValorisation>(valorisation: T): T {
  const items = valorisation.items.map((item) => {
    if (item.prixUnitaire == null || item.quantite == null) return item;
    const { htCents } = itemTotals({ ...item, valorisationNegative: false });
    return { ...item, montantTotal: centsToNumber(htCents) };
  });
  const totals = valorisationTotals(items);
  return {
    ...valorisation,
    items,
    totalHt: centsToNumber(totals.htCents),
    totalTva: centsToNumber(totals.tvaCents),
    totalTtc: centsToNumber(totals.ttcCents),
  };
}
