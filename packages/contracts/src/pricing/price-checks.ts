import { formatCents } from '../rules/money.ts';

export interface PricedLineToCheck {
  label: string;
  unitPriceCents: number;
  floorCents: number | null;
  ceilingCents: number | null;
}

export interface PriceWarning {
  label: string;
  message: string;
}

/**
 * What must be flagged before a price is sent: below the grid's floor, above the regulated ceiling
 * (the motorway forfait cannot be exceeded for what it covers). Flagged, never corrected.
 */
export function priceWarnings(lines: readonly PricedLineToCheck[]): PriceWarning[] {
  const warnings: PriceWarning[] = [];
  for (const line of lines) {
    const price = BigInt(line.unitPriceCents);
    if (line.floorCents !== null && line.unitPriceCents < line.floorCents) {
      const floor = formatCents(BigInt(line.floorCents));
      warnings.push({
        label: line.label,
        message: `${formatCents(price)} est sous le plancher de la grille (${floor})`,
      });
    }
    if (line.ceilingCents !== null && line.unitPriceCents > line.ceilingCents) {
      const ceiling = formatCents(BigInt(line.ceilingCents));
      warnings.push({
        label: line.label,
        message: `${formatCents(price)} dépasse le tarif réglementé (${ceiling})`,
      });
    }
  }
  return warnings;
}
