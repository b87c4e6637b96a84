import { Select } from '@mantine/core';
import {
  PaymentStateCode,
  paymentStateFilterLabels,
  UNPAID_FILTER_LABEL,
  type PaymentStateFilterCode,
} from '@plateau/contracts';

const ALL = 'ALL';
const OPTIONS = [
  { value: ALL, label: 'Tous' },
  ...PaymentStateCode.options.map((value) => ({ value, label: paymentStateFilterLabels[value] })),
  // Every state but paid: what « Encours clients » opens the list on.
  { value: 'UNPAID', label: UNPAID_FILTER_LABEL },
];

/** The list's « Paiement » filter: the issued invoices in one payment state, not paid yet, or every invoice. */
export function PaymentStateFilter({
  value,
  onChange,
}: {
  value: PaymentStateFilterCode | undefined;
  onChange: (state: PaymentStateFilterCode | undefined) => void;
}) {
  return (
    <Select
      label="Paiement"
      w={200}
      data={OPTIONS}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(picked) =>
        onChange(picked && picked !== ALL ? (picked as PaymentStateFilterCode) : undefined)
      }
    />
  );
}
