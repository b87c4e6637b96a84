import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Customer, CustomerList } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useNavigate } from 'react-router';
import { CUSTOMER_PAGE_SIZES } from '@plateau/contracts';
import { frenchPagination } from '../../../components/pagination.ts';

interface CustomerTableProps {
  data: CustomerList | undefined;
  fetching: boolean;
  page: number;
  size: number;
  onPage: (change: { page?: number; size?: number }) => void;
  onDelete: (customer: Customer) => void;
}

const personOf = (c: Customer) =>
  [c.headQuarterPlace?.contactFirstname, c.headQuarterPlace?.contactName].filter(Boolean).join(' ');

/** 'Mes clients': a row opens the customer; the bin deletes it after confirmation. */
export function CustomerTable({ data, fetching, page, size, onPage, onDelete }: CustomerTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable<Customer>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      striped
      minHeight={220}
      records={data?.rows ?? []}
      fetching={fetching}
      columns={[
        { accessor: 'code', title: 'Code' },
        { accessor: 'company', title: 'Société', render: (c) => c.headQuarterPlace?.companyName ?? '—' },
        { accessor: 'contact', title: 'Contact', render: (c) => personOf(c) || '—' },
        { accessor: 'city', title: 'Ville', render: (c) => c.headQuarterPlace?.city ?? '—' },
        { accessor: 'phone', title: 'Téléphone', render: (c) => c.headQuarterPlace?.contactPhone ?? '—' },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (c) => (
            <Tooltip label="Supprimer" openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Supprimer le client ${c.code}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onDelete(c);
                }}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ),
        },
      ]}
      totalRecords={data?.total ?? 0}
      page={page}
      recordsPerPage={size}
      recordsPerPageOptions={[...CUSTOMER_PAGE_SIZES]}
      onPageChange={(next) => onPage({ page: next })}
      onRecordsPerPageChange={(next) => onPage({ size: next, page: 1 })}
      recordsPerPageLabel="Clients par page"
      {...frenchPagination}
      noRecordsText="Aucun client"
      loadingText="Chargement des clients..."
      onRowClick={({ record }) => navigate(`/customers/${record.id}`)}
      rowStyle={() => ({ cursor: 'pointer' })}
    />
  );
}
