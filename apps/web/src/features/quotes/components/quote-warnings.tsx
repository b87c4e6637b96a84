import { Alert, List } from '@mantine/core';
import { priceWarnings } from '@plateau/contracts';

interface CheckedLine {
  label: string;
  unitPriceCents: number;
  floorCents?: number | null;
  ceilingCents?: number | null;
}

/**
 * The prices to check before « Envoyer »: below the grid's floor, above the regulated forfait.
 * Flagged only: the operator decides, the price is never changed.
 */
export function QuoteWarnings({ lines }: { lines: readonly CheckedLine[] }) {
  const warnings = priceWarnings(
    lines.map((line) => ({
      ...line,
      floorCents: line.floorCents ?? null,
      ceilingCents: line.ceilingCents ?? null,
    })),
  );
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" title="Prix à vérifier avant l’envoi" role="status">
      <List size="sm">
        {warnings.map((warning, index) => (
          <List.Item key={index}>
            {warning.label} : {warning.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
