import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Customer } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useCustomers } from '../api/get-accounting.ts';
import { frenchPagination } from '../../../components/pagination.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

interface CustomerPickerProps {
  opened: boolean;
  onClose: () => void;
  onPick: (customer: Customer) => void;
}

/** The company, wherever the customer's form holds it (main or billing address). */
const companyOf = (c: Customer) =>
  c.headQuarterPlace?.companyName?.trim() || c.facturationPlace?.companyName?.trim() || '—';

const contactOf = (c: Customer) =>
  [c.headQuarterPlace?.contactFirstname, c.headQuarterPlace?.contactName].filter(Boolean).join(' ');

/** 'Recherche d'un client' (spec 3 §2): name filter, company and contact, the billing address on the right. */
export function CustomerPickerModal({ opened, onClose, onPick }: CustomerPickerProps) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [selected, setSelected] = useState<Customer | null>(null);
  const customers = useCustomers(text, page, limit);
  const billing = selected?.facturationPlace ?? selected?.headQuarterPlace ?? null;
  const ok = () => {
    if (!selected) return;
    onPick(selected);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Recherche d'un client" size="xl">
      <SimpleGrid cols={2}>
        <Stack>
          <TextInput
            label="Nom"
            value={text}
            onChange={(e) => (setText(e.currentTarget.value), setPage(1))}
            data-autofocus
          />
          <DataTable<Customer>
            withTableBorder
            minHeight={150}
            noRecordsText="Aucun client"
            records={customers.data?.rows ?? []}
            fetching={coversRows(customers)}
            totalRecords={customers.data?.total ?? 0}
            page={page}
            onPageChange={setPage}
            {...frenchPagination}
            recordsPerPage={limit}
            recordsPerPageOptions={[10, 25, 50]}
            onRecordsPerPageChange={(size) => (setLimit(size), setPage(1))}
            recordsPerPageLabel="Clients par page"
            onRowClick={({ record }) => setSelected(record)}
            rowStyle={(c) =>
              c.id === selected?.id ? { background: 'var(--mantine-color-blue-light)' } : undefined
            }
            columns={[
              { accessor: 'code', title: 'Code' },
              { accessor: 'company', title: 'Société', render: companyOf },
              { accessor: 'contact', title: 'Contact', render: contactOf },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Title order={5}>Adresse de facturation</Title>
          {billing ? (
            [
              billing.companyName || (selected && companyOf(selected) !== '—' ? companyOf(selected) : null),
              billing.line1,
              billing.line2,
              [billing.zipCode, billing.city].filter(Boolean).join(' '),
              billing.country,
            ]
              .filter(Boolean)
              .map((line) => <Text key={line}>{line}</Text>)
          ) : (
            <Text c="dimmed">Sélectionnez un client</Text>
          )}
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button onClick={ok} disabled={!selected}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
