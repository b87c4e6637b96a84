import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReceivedInvoice } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify.tsx';
import { formatDay, formatListDate } from '../../../lib/dates.ts';
import {
  downloadReceivedFile,
  useAnswerReceivedInvoice,
  useReceivedInvoices,
} from '../api/received-invoices.ts';
import { lifecycleColor } from '../components/platform-lifecycle.tsx';
import { RefuseReceivedModal } from '../components/refuse-received-modal.tsx';
import { reportError } from '../../../components/report-error.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

const PAGE_SIZE = 20;
// A non-breaking space keeps the euro sign with its amount.
const money = (value: string | null) => (value === null ? '' : `${value.replace('.', ',')}\u00a0€`);

/** « Factures reçues » (/factures/recues): the suppliers' invoices from the approved platform, and our answers. */
export function Component() {
  const [page, setPage] = useState(1);
  const list = useReceivedInvoices(page, PAGE_SIZE);
  const answer = useAnswerReceivedInvoice();
  const [refusing, setRefusing] = useState<ReceivedInvoice | null>(null);
  const send = (invoice: ReceivedInvoice, status: '205' | '207' | '210', reason?: string, comment?: string) =>
    answer.mutate(
      { id: invoice.id, body: { status, ...(reason ? { reason } : {}), ...(comment ? { comment } : {}) } },
      {
        onSuccess: (answered) => {
          setRefusing(null);
          notifySuccess('Statut envoyé', `Facture ${answered.number} : ${answered.current?.label ?? ''}`);
        },
      },
    );
  const closed = (invoice: ReceivedInvoice) => invoice.current?.code === '210';
  return (
    <Stack>
      <Title order={2} size="h3">
        Factures reçues
      </Title>
      <DataTable
        withTableBorder
        minHeight={160}
        noRecordsText="Aucune facture reçue de la plateforme"
        records={list.data?.data ?? []}
        fetching={coversRows(list)}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        columns={[
          { accessor: 'number', title: 'Numéro' },
          {
            accessor: 'supplierName',
            title: 'Fournisseur',
            render: (row) => (
              <Stack gap={0}>
                <Text size="sm">{row.supplierName ?? '—'}</Text>
                {row.supplierSiren && (
                  <Text size="xs" c="dimmed">
                    SIREN {row.supplierSiren}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'issueDate',
            title: 'Date',
            render: (row) => (row.issueDate ? formatDay(row.issueDate) : ''),
          },
          { accessor: 'totalHT', title: 'Total HT', textAlign: 'right', render: (row) => money(row.totalHT) },
          {
            accessor: 'totalTTC',
            title: 'Total TTC',
            textAlign: 'right',
            render: (row) => money(row.totalTTC),
          },
          {
            accessor: 'current',
            title: 'Statut',
            render: (row) => (
              <Group gap={4}>
                <Badge color={row.current ? lifecycleColor(row.current.code) : 'gray'} variant="light">
                  {row.current?.label ?? 'À traiter'}
                </Badge>
                {row.duplicate && <Badge color="orange">Doublon</Badge>}
                {row.current && (
                  <Text size="xs" c="dimmed">
                    {formatListDate(row.current.at)}
                  </Text>
                )}
              </Group>
            ),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (row) => (
              <Group gap={4} wrap="wrap">
                <Button
                  size="compact-xs"
                  variant="default"
                  disabled={!row.hasReadableView}
                  onClick={() => void downloadReceivedFile(row, 'pdf').catch(reportError)}
                >
                  PDF
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => void downloadReceivedFile(row, 'xml').catch(reportError)}
                >
                  XML
                </Button>
                <Button
                  size="compact-xs"
                  color="green"
                  disabled={closed(row) || row.current?.code === '205'}
                  onClick={() => send(row, '205')}
                >
                  Approuver
                </Button>
                <Button
                  size="compact-xs"
                  color="orange"
                  disabled={closed(row) || row.current?.code === '207'}
                  onClick={() => send(row, '207')}
                >
                  En litige
                </Button>
                <Button size="compact-xs" color="red" disabled={closed(row)} onClick={() => setRefusing(row)}>
                  Refuser
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <RefuseReceivedModal
        key={refusing?.id ?? 0}
        number={refusing?.number ?? null}
        busy={answer.isPending}
        onClose={() => setRefusing(null)}
        onRefuse={(reason, comment) => refusing && send(refusing, '210', reason, comment)}
      />
    </Stack>
  );
}
