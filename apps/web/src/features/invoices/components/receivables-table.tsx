import { Anchor, Text } from '@mantine/core';
import {
  AGING_BUCKETS,
  agingBucketLabels,
  formatEuros,
  type CustomerReceivableRow,
  type Receivables,
} from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { Link, useNavigate } from 'react-router';
import { formatDay } from '../../../lib/dates.ts';
import { unpaidInvoicesPath } from '../model/receivables.ts';

const euros = (text: string) => formatEuros(Number(text));
/** A footer cell aligned as its column (the footer does not take the column's alignment). */
const footerFigure = (text: string | number) => (
  <Text component="div" fw={700} size="sm" ta="right">
    {text}
  </Text>
);

/**
 * The customers' debts by age, the totals in the footer. A customer's name is a link (reached with the
 * keyboard) to its unpaid invoices; the whole row opens them too. On a phone the table scrolls sideways with
 * the customer's name kept in sight.
 */
export function ReceivablesTable({ data, fetching }: { data: Receivables | undefined; fetching: boolean }) {
  const navigate = useNavigate();
  const totals = data?.totals;
  const amount = (
    accessor: keyof CustomerReceivableRow & keyof Receivables['totals'],
    title: string,
  ): DataTableColumn<CustomerReceivableRow> => ({
    accessor,
    title,
    textAlign: 'right',
    noWrap: true,
    render: (row) => euros(String(row[accessor])),
    footer: totals ? footerFigure(euros(String(totals[accessor]))) : null,
  });
  return (
    <DataTable<CustomerReceivableRow>
      withTableBorder
      pinFirstColumn
      minHeight={160}
      noRecordsText="Aucun encours à cette date"
      records={data?.rows ?? []}
      idAccessor="customerId"
      fetching={fetching}
      loaderType="dots"
      onRowClick={({ record }) => void navigate(unpaidInvoicesPath(record.customerId))}
      columns={[
        {
          accessor: 'customerName',
          title: 'Client',
          // On one line: the rows keep one height, the table scrolls sideways on a phone.
          noWrap: true,
          render: (row) => (
            <Anchor
              component={Link}
              to={unpaidInvoicesPath(row.customerId)}
              size="sm"
              onClick={(event) => event.stopPropagation()}
            >
              {row.customerName}
            </Anchor>
          ),
          footer: (
            <Text fw={700} size="sm">
              Total
            </Text>
          ),
        },
        amount('total', 'Reste dû'),
        ...AGING_BUCKETS.map((bucket) => amount(bucket, agingBucketLabels[bucket])),
        {
          accessor: 'openInvoices',
          title: 'Factures',
          textAlign: 'right',
          footer: totals ? footerFigure(totals.openInvoices) : null,
        },
        {
          accessor: 'oldestDueDate',
          title: 'Plus ancienne échéance',
          noWrap: true,
          render: (row) => formatDay(row.oldestDueDate),
        },
      ]}
    />
  );
}
