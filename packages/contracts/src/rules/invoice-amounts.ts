import { divideRounded, numberToCents, toDecimal } from './money.ts';

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
  /** A line discount (BG-27): a percent of quantity × unit price, or an amount in euros. */
  discountPercent?: number | null;
  discountAmount?: number | null;
  /** The VAT category (S, AE, G, E): lines of one rate but two categories are two breakdown rows. */
  category?: string;
  /** Débours are the customer's money: a document allowance never lowers them (their own group). */
  debours?: boolean;
}

export interface LineAmounts {
  /** quantity × unit price, before the line's discount (BT-137 when there is one). */
  grossCents: bigint;
  /** The line's discount (BT-136), 0 when none. */
  discountCents: bigint;
  /** The line's net (BT-131): gross − discount. */
  htCents: bigint;
  tvaCents: bigint;
  ttcCents: bigint;
}

export interface RateBreakdown {
  taux: string | null;
  category?: string;
  debours?: boolean;
  /** The rate's lines summed (BT-93 of its document allowance). */
  linesCents: bigint;
  /** The document allowance taken off this rate (BT-92), 0 when none. */
  allowanceCents: bigint;
  /** linesCents − allowanceCents (BT-116). */
  baseCents: bigint;
  tvaCents: bigint;
}

export interface InvoiceAmounts {
  lines: LineAmounts[];
  rates: RateBreakdown[];
  /** The lines' nets summed (BT-106). */
  linesTotalCents: bigint;
  /** The document allowances summed (BT-107). */
  allowanceTotalCents: bigint;
  /** The taxable total (BT-109): linesTotalCents − allowanceTotalCents. */
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

/** percent × amount, rounded to the cent ('12.5' % of 1 000 cents → 125 cents). */
export function percentOfCents(cents: bigint, percent: number): bigint {
  const p = toDecimal(percent);
  return divideRounded(cents * p.units, 100n * 10n ** BigInt(p.scale));
}

const discountCentsOf = (line: AmountLineInput, grossCents: bigint): bigint => {
  if (line.discountAmount) return numberToCents(line.discountAmount);
  return line.discountPercent ? percentOfCents(grossCents, line.discountPercent) : 0n;
};

/**
 * Lines net of their discounts, summed per rate; a document allowance (a percent, BG-20) is taken
 * off each rate's lines, rounded per rate, before that rate's VAT.
 */
export function computeInvoiceAmounts(
  lines: AmountLineInput[],
  options: { allowancePercent?: number | null } = {},
): InvoiceAmounts {
  const rates = new Map<string, RateBreakdown>();
  const amounts = lines.map((line) => {
    const grossCents = lineNetCents(line.quantity, line.unitHT);
    const discountCents = discountCentsOf(line, grossCents);
    const htCents = grossCents - discountCents;
    const tvaCents = vatOf(htCents, line.taux);
    const key = `${line.category ?? ''}|${rateKey(line.taux)}|${line.debours ? 'D' : ''}`;
    const rate = rates.get(key) ?? {
      taux: line.taux,
      ...(line.category ? { category: line.category } : {}),
      ...(line.debours ? { debours: true } : {}),
      linesCents: 0n,
      allowanceCents: 0n,
      baseCents: 0n,
      tvaCents: 0n,
    };
    rate.linesCents += htCents;
    rates.set(key, rate);
    return { grossCents, discountCents, htCents, tvaCents, ttcCents: htCents + tvaCents };
  });
  const breakdown = [...rates.values()].map((rate) => {
    const allowanceCents =
      options.allowancePercent && !rate.debours
        ? percentOfCents(rate.linesCents, options.allowancePercent)
        : 0n;
    const baseCents = rate.linesCents - allowanceCents;
    return { ...rate, allowanceCents, baseCents, tvaCents: vatOf(baseCents, rate.taux) };
  });
  const sum = (pick: (rate: RateBreakdown) => bigint) => breakdown.reduce((s, rate) => s + pick(rate), 0n);
  const totalHTCents = sum((rate) => rate.baseCents);
  const totalTVACents = sum((rate) => rate.tvaCents);
  return {
    lines: amounts,
    rates: breakdown,
    linesTotalCents: sum((rate) => rate.linesCents),
    allowanceTotalCents: sum((rate) => rate.allowanceCents),
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

/** Why a line's discount cannot be applied, or null: both kinds, on a deduction, or above the line. */
export function lineDiscountIssue(line: AmountLineInput): string | null {
  if (!line.discountAmount && !line.discountPercent) return null;
  if (line.discountAmount && line.discountPercent)
    return 'Remise : un pourcentage ou un montant, pas les deux';
  const grossCents = lineNetCents(line.quantity, line.unitHT);
  if (grossCents <= 0n) return 'Remise : une ligne de déduction ne porte pas de remise';
  if (discountCentsOf(line, grossCents) > grossCents)
    return 'Remise : elle ne peut pas dépasser le montant de la ligne (quantité × prix unitaire)';
  return null;
}
