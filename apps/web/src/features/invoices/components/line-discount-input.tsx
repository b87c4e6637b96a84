import { Group, NativeSelect, NumberInput } from '@mantine/core';
import type { DraftLine } from '../model/invoice-draft.ts';

type Unit = '%' | '€';

/**
 * A line's discount, typed as a percent or an amount in euros (one or the other, as the invoice
 * carries it); empty or zero: none.
 */
export function LineDiscountInput({
  line,
  onChange,
}: {
  line: DraftLine;
  onChange: (change: Pick<DraftLine, 'discountPercent' | 'discountAmount'>) => void;
}) {
  const unit: Unit = line.discountAmount ? '€' : '%';
  const value = line.discountAmount ?? line.discountPercent ?? '';
  const set = (amount: number | null, to: Unit) =>
    onChange(
      to === '%'
        ? { discountPercent: amount || null, discountAmount: null }
        : { discountPercent: null, discountAmount: amount || null },
    );
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput
        aria-label={`Remise de la ligne « ${line.nom} »`}
        value={value}
        min={0}
        max={unit === '%' ? 100 : undefined}
        decimalScale={2}
        decimalSeparator=","
        hideControls
        w={80}
        onChange={(next) => set(typeof next === 'number' ? next : null, unit)}
      />
      <NativeSelect
        aria-label={`Unité de la remise de la ligne « ${line.nom} »`}
        data={['%', '€']}
        value={unit}
        w={60}
        onChange={(event) => set(Number(value) || null, event.currentTarget.value as Unit)}
      />
    </Group>
  );
}
