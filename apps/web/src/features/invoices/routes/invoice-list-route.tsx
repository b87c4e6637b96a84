import {
  ActionIcon,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconFileExport, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { formatEuros, type InvoiceRow } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/notify.tsx';
import { useAccount } from '../../../lib/account.ts';
import { formatDay, formatListDate } from '../../../lib/dates.ts';
import { useDeleteInvoice } from '../api/delete-invoice.ts';
import { useInvoices, type InvoiceSearch } from '../api/get-invoices.ts';
import { InvoiceRowActions } from '../components/invoice-row-actions.tsx';
import { FecExportModal } from '../components/fec-export-modal.tsx';
import { PaymentStateCell } from '../components/payment-state-badge.tsx';
import { ListStatusFilters } from '../components/platform-status-filter.tsx';
import { CustomerFilterChip } from '../components/customer-filter-chip.tsx';
import { listFiltersOf } from '../model/receivables.ts';
import { InvoiceSortSelect } from '../components/invoice-sort-select.tsx';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { dateShortcuts } from '../../../lib/date-shortcuts.ts';
import { STATE_FILTERS, stateOfFilter } from '../model/invoice-life-cycle.ts';
import { frenchPagination } from '../../../components/pagination.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

const PAGE_SIZES = [10, 25, 50];

/**
 * 'Mes factures' (spec 3 §2, issue 19): date range, number search, state, refresh, paged list
 * (drafts first, marked « Brouillon »), delete a draft.
 */
export function Component() {
  const navigate = useNavigate();
  // « Encours clients » opens the list on a customer's unpaid invoices (?customerId=…&paymentState=UNPAID).
  const [params] = useSearchParams();
  const [search, setSearch] = useState<InvoiceSearch>(() => ({
    page: 1,
    limit: 10,
    ...listFiltersOf(params),
  }));
  const invoices = useInvoices(search);
  const remove = useDeleteInvoice();
  // The FEC is the accounts handed to the tax authority: its administrators' (403 otherwise).
  const mayExportFec = useAccount().data?.role === 'ADMIN';
  const [fecOpen, setFecOpen] = useState(false);
  const filter = (change: Partial<InvoiceSearch>) => setSearch((s) => ({ ...s, ...change, page: 1 }));
  const onDelete = async (row: InvoiceRow) => {
    if (!(await confirmDelete())) return;
    await remove.mutateAsync(row.id);
    notifySuccess('Supprimé !', 'La donnée a bien été supprimée.');
  };
  return (
    <Stack>
      <Group align="flex-end">
        <DateRangeFilter
          from={search.startDate}
          to={search.endDate}
          onChange={({ from, to }) => filter({ startDate: from, endDate: to })}
          presets={dateShortcuts()}
          w={240}
        />
        <TextInput
          label="Numéro de facture"
          leftSection={<IconSearch size={16} />}
          value={search.code ?? ''}
          onChange={(e) => filter({ code: e.currentTarget.value || undefined })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="invoice-state-filter">
            État
          </Text>
          <SegmentedControl
            aria-labelledby="invoice-state-filter"
            data={STATE_FILTERS}
            value={search.state ?? 'ALL'}
            onChange={(value) => filter({ state: stateOfFilter(value) })}
          />
        </Stack>
        <ListStatusFilters search={search} filter={filter} />
        {search.customerId && (
          <CustomerFilterChip
            name={invoices.data?.rows[0]?.companyName ?? null}
            onClear={() => filter({ customerId: undefined })}
          />
        )}
        <InvoiceSortSelect sort={search.sort} order={search.order} onChange={filter} />
        <Tooltip label="Rafraîchir" openDelay={300}>
          <ActionIcon
            size="lg"
            variant="default"
            aria-label="Rafraîchir"
            onClick={() => void invoices.refetch()}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        <Group ml="auto" gap="sm">
          {mayExportFec && (
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              onClick={() => setFecOpen(true)}
            >
              Export FEC
            </Button>
          )}
          <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/factures/new')}>
            Nouvelle facture
          </Button>
        </Group>
      </Group>
      {fecOpen && <FecExportModal onClose={() => setFecOpen(false)} />}
      <DataTable<InvoiceRow>
        withTableBorder
        minHeight={160}
        noRecordsText="Aucune facture"
        records={invoices.data?.rows ?? []}
        fetching={coversRows(invoices)}
        loaderType="dots"
        totalRecords={invoices.data?.total ?? 0}
        page={search.page}
        onPageChange={(page) => setSearch((s) => ({ ...s, page }))}
        recordsPerPage={search.limit}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(limit) => setSearch((s) => ({ ...s, limit, page: 1 }))}
        recordsPerPageLabel="Factures par page"
        {...frenchPagination}
        onRowClick={({ record }) => void navigate(`/factures/${record.id}`)}
        columns={[
          {
            accessor: 'code',
            title: 'Numéro',
            // Whole on a phone too: the table scrolls rather than cut « Brouillon » to « BR… ».
            noWrap: true,
            render: (r) => (
              <Group gap={6} wrap="nowrap">
                {r.code ?? (
                  <Badge color="gray" variant="light">
                    Brouillon
                  </Badge>
                )}
                {r.kind === 'CREDIT_NOTE' && (
                  <Badge variant="light" size="sm">
                    Avoir
                  </Badge>
                )}
              </Group>
            ),
          },
          { accessor: 'date', title: 'Date', render: (r) => formatDay(r.date) },
          { accessor: 'dueDate', title: 'Échéance', render: (r) => formatDay(r.dueDate) },
          {
            accessor: 'companyName',
            title: 'Client',
            // Its customer was erased (RGPD): kept 10 years by law, the buyer's name no longer shown.
            render: (r) =>
              r.restricted ? (
                <Badge
                  variant="light"
                  color="gray"
                  size="sm"
                  title="Client effacé : facture conservée par obligation légale"
                >
                  Restreinte
                </Badge>
              ) : (
                r.companyName
              ),
          },
          {
            accessor: 'totalHT',
            title: 'Total HT',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            textAlign: 'right',
            render: (r) => formatEuros(r.totalHT),
          },
          {
            accessor: 'totalTTC',
            title: 'Total TTC',
            textAlign: 'right',
            render: (r) => formatEuros(r.totalTTC),
          },
          {
            accessor: 'payment',
            title: 'Paiement',
            noWrap: true,
            render: (r) => r.payment && <PaymentStateCell payment={r.payment} />,
          },
          {
            accessor: 'createdAt',
            title: 'Créée le',
            // As the total HT, left out below 1200 px: the actions stay in sight beside « Paiement ».
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (r) => formatListDate(r.createdAt),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => <InvoiceRowActions row={r} onDelete={() => void onDelete(r)} />,
          },
        ]}
      />
    </Stack>
  );
}
