import { divideRounded, toDecimal } from './money.ts';

/**
 * Invoice amounts, the EN 16931 way (the rules a Factur-X file is checked against):
 *  - a line's net (BT-131) = quantity × unit price, rounded to the cent, per line;
 *  - per VAT rate, the taxable base (BT-116) is the sum of its lines' nets and the VAT (BT-117)
 *    is base × rate, rounded once to the cent (BR-CO-17);
 *  - the invoice's VAT is the sum of the per-rate VAT, its TTC is total HT + total VAT.
 * A line's own VAT and TTC are shown for reading only; summed they may differ from the per-rate
 * VAT by a cent, and the per-rate figure is the one that is due. Halves round away from zero.
 * Every amount is in integer cents (bigint); rates are percents as exact decimals ('5.50').
 */
export interface AmountLineInput {
  quantity: number;
  /** Euros, at most 2 decimals. */
  unitHT: number;
  /** Percent as text ('20.00'), or null: no VAT ('Sans TVA', 'Non applicable'). */
  taux: string | null;
}

export interface LineAmounts {
  htCents: bigint;
  tvaCents: bigint;
  ttcCents: bigint;
}

export interface RateBreakdown {
  taux: string | null;
  baseCents: bigint;
  tvaCents: bigint;
}

export interface InvoiceAmounts {
  lines: LineAmounts[];
  rates: RateBreakdown[];
  totalHTCents: bigint;
  totalTVACents: bigint;
  totalTTCCents: bigint;
}

const RATE_TEXT = /^\d{1,3}(?:\.\d{1,4})?$/;

/** The rate as basis points ×100 (percent with 4 decimals): '5.50' → 55000n. */
function rateUnits(taux: string | null): bigint {
  if (taux == null) return 0n;
  if (!RATE_TEXT.test(taux)) throw new RangeError(`Taux de TVA illisible : ${taux}`);
  const [whole, fraction = ''] = taux.split('.');
  return BigInt(`${whole}${fraction.padEnd(4, '0')}`);
}

/** percent × 10^4 × 100 = 10^6: the divisor turning base × rateUnits into cents. */
const RATE_DIVISOR = 1_000_000n;

/** base × rate, rounded to the cent. */
export const vatOf = (baseCents: bigint, taux: string | null): bigint =>
  divideRounded(baseCents * rateUnits(taux), RATE_DIVISOR);

/** quantity × unit price, rounded to the cent. */
export function lineNetCents(quantity: number, unitHT: number): bigint {
  const q = toDecimal(quantity);
  const p = toDecimal(unitHT);
  return divideRounded(q.units * p.units * 100n, 10n ** BigInt(q.scale + p.scale));
}

/** A rate's key: equal rates ('20', '20.00') share one breakdown row. */
const rateKey = (taux: string | null) => (taux == null ? 'none' : String(rateUnits(taux)));

export function computeInvoiceAmounts(lines: AmountLineInput[]): InvoiceAmounts {
  const rates = new Map<string, RateBreakdown>();
  const amounts = lines.map((line) => {
    const htCents = lineNetCents(line.quantity, line.unitHT);
    const tvaCents = vatOf(htCents, line.taux);
    const key = rateKey(line.taux);
    const rate = rates.get(key) ?? { taux: line.taux, baseCents: 0n, tvaCents: 0n };
    rate.baseCents += htCents;
    rates.set(key, rate);
    return { htCents, tvaCents, ttcCents: htCents + tvaCents };
  });
  const breakdown = [...rates.values()].map((rate) => ({
    ...rate,
    tvaCents: vatOf(rate.baseCents, rate.taux),
  }));
  const totalHTCents = breakdown.reduce((sum, rate) => sum + rate.baseCents, 0n);
  const totalTVACents = breakdown.reduce((sum, rate) => sum + rate.tvaCents, 0n);
  return {
    lines: amounts,
    rates: breakdown,
    totalHTCents,
    totalTVACents,
    totalTTCCents: totalHTCents + totalTVACents,
  };
}

/** An exact decimal string ('12.5', '-3.00') as cents. */
export function decimalTextToCents(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Montant illisible : ${text}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}
