import { Select } from '@mantine/core';
import { LIFECYCLE_STATUSES } from '@plateau/contracts';
import type { InvoiceSearch } from '../api/get-invoices.ts';
import { PaymentStateFilter } from './payment-state-filter.tsx';

const ALL = 'ALL';
const OPTIONS = [
  { value: ALL, label: 'Tous' },
  ...[...new Map(LIFECYCLE_STATUSES.map((entry) => [entry.code, entry])).values()].map((entry) => ({
    value: entry.code,
    label: `${entry.code} ${entry.label}`,
  })),
];

/** The list's « Plateforme » filter: the invoices whose current status on the approved platform is this one. */
export function PlatformStatusFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (status: string | undefined) => void;
}) {
  return (
    <Select
      label="Plateforme"
      w={220}
      data={OPTIONS}
      value={value ?? ALL}
      allowDeselect={false}
      onChange={(picked) => onChange(picked && picked !== ALL ? picked : undefined)}
    />
  );
}

/** The list's status filters: its payment state and its status on the platform. */
export function ListStatusFilters({
  search,
  filter,
}: {
  search: InvoiceSearch;
  filter: (change: Partial<InvoiceSearch>) => void;
}) {
  return (
    <>
      <PaymentStateFilter value={search.paymentState} onChange={(paymentState) => filter({ paymentState })} />
      <PlatformStatusFilter
        value={search.platformStatus}
        onChange={(platformStatus) => filter({ platformStatus })}
      />
    </>
  );
}
