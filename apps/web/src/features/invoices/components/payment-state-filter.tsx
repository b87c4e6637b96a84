import { Select } from '@mantine/core';
import { PaymentStateCode, paymentStateFilterLabels, type PaymentState } from '@plateau/contracts';

const ALL = 'ALL';
const OPTIONS = [
  { value: ALL, label: 'Tous' },
  ...PaymentStateCode.options.map((value) => ({ value, label: paymentStateFilterLabels[value] })),
];

/** The list's « Paiement » filter: the issued invoices in one payment state, or every invoice. */
export function PaymentStateFilter({
  value,
  onChange,
}: {
  value: PaymentState | undefined;
  onChange: (state: PaymentState | undefined) => void;
}) {
  return (
    <Select
      label="Paiement"
      w={200}
      data={OPTIONS}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(picked) => onChange(picked && picked !== ALL ? (picked as PaymentState) : undefined)}
    />
  );
}
