import { NumberInput, Table } from '@mantine/core';
import type { ValorisationItem } from '@plateau/contracts';

export type AmountField = 'prixUnitaire' | 'quantite' | 'tauxTva' | 'montantTotal';

interface AmountCellProps {
  item: ValorisationItem;
  field: AmountField;
  label: string;
  /** The line's flags: shown at all, and typed in when the valorisation is editable. */
  visible: boolean;
  editable: boolean;
  /** The value as read when it is not typed in. */
  shown: string;
  onChange: (value: number | null) => void;
}

/** One amount of a valorisation line: empty when hidden, text when locked, an input otherwise. */
export function AmountCell({ item, field, label, visible, editable, shown, onChange }: AmountCellProps) {
  if (!visible) return <Table.Td />;
  if (!editable) return <Table.Td ta="right">{shown}</Table.Td>;
  return (
    <Table.Td>
      <NumberInput
        size="xs"
        aria-label={`${label} – ${item.libelle}`}
        value={item[field] ?? ''}
        min={0}
        decimalScale={4}
        decimalSeparator=","
        thousandSeparator=" "
        hideControls
        // Mantine gives '' while the input is empty: no amount, not zero.
        onChange={(value) => onChange(typeof value === 'number' ? value : null)}
      />
    </Table.Td>
  );
}
