import { Group, NumberInput, TextInput } from '@mantine/core';
import type { InvoiceDraft } from '../model/invoice-draft.ts';

type Allowance = InvoiceDraft['allowance'];

/** The document allowance: a percent taken off every line before the VAT, and its reason. */
export function InvoiceAllowanceFields({
  allowance,
  readOnly,
  onChange,
}: {
  allowance: Allowance;
  readOnly: boolean;
  onChange: (allowance: Allowance) => void;
}) {
  const percent = allowance?.percent ?? null;
  const reason = allowance?.reason ?? '';
  // Kept while typed: a reason without a percent yet is held as a zero percent, dropped when empty.
  const set = (nextPercent: number | null, nextReason: string) =>
    onChange(nextPercent || nextReason ? { percent: nextPercent ?? 0, reason: nextReason } : null);
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label="Remise globale (%)"
        value={percent || ''}
        min={0}
        max={100}
        decimalScale={2}
        decimalSeparator=","
        hideControls
        readOnly={readOnly}
        w={160}
        onChange={(next) => set(typeof next === 'number' ? next : null, reason)}
      />
      <TextInput
        label="Motif de la remise globale"
        value={reason}
        readOnly={readOnly}
        maxLength={100}
        w={{ base: '100%', sm: 320 }}
        onChange={(event) => set(percent, event.currentTarget.value)}
      />
    </Group>
  );
}
