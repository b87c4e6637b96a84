import { Select } from '@mantine/core';
import type { InvoiceSort } from '@plateau/contracts';

type Order = 'asc' | 'desc';
const OPTIONS: Array<{ value: `${InvoiceSort}:${Order}`; label: string }> = [
  { value: 'date:desc', label: 'Date, plus récentes d’abord' },
  { value: 'date:asc', label: 'Date, plus anciennes d’abord' },
  { value: 'dueDate:asc', label: 'Échéance, plus proches d’abord' },
  { value: 'dueDate:desc', label: 'Échéance, plus lointaines d’abord' },
];

/** The list's order: by date or by due date (issue 29 §1), either way; drafts stay first. */
export function InvoiceSortSelect({
  sort = 'date',
  order = 'desc',
  onChange,
}: {
  sort: InvoiceSort | undefined;
  order: Order | undefined;
  onChange: (change: { sort: InvoiceSort; order: Order }) => void;
}) {
  return (
    <Select
      label="Trier par"
      w={260}
      data={OPTIONS}
      value={`${sort}:${order}`}
      allowDeselect={false}
      onChange={(picked) => {
        const [by, way] = (picked ?? 'date:desc').split(':') as [InvoiceSort, Order];
        onChange({ sort: by, order: way });
      }}
    />
  );
}
