import { Badge, Card, Title } from '@mantine/core';
import {
  SMS_KIND_LABELS,
  SMS_STATUS_LABELS,
  type EventRuleMatch,
  type SmsMessage,
  type SmsStatus,
} from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { formatListDate } from '../../../lib/dates.ts';
import { useRuleMatches, useSmsMessages } from '../api/notifications.ts';
import { frenchPagination } from '../../../components/pagination.ts';

const PAGE_SIZE = 10;
const STATUS_COLORS: Record<SmsStatus, string> = {
  QUEUED: 'gray',
  SENT: 'green',
  FAILED: 'red',
  HELD: 'yellow',
  DROPPED: 'gray',
};

/** The 'Journal des SMS': what was sent, when, to whom (masked) and how it went. */
export function SmsJournal({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useSmsMessages(accountId, page, PAGE_SIZE);
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Journal des SMS
      </Title>
      <DataTable<SmsMessage>
        withTableBorder
        borderRadius="sm"
        striped
        minHeight={120}
        records={data?.rows ?? []}
        fetching={isFetching}
        totalRecords={data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...frenchPagination}
        noRecordsText="Aucun SMS"
        columns={[
          { accessor: 'createdAt', title: 'Date', render: (m) => formatListDate(m.sentAt ?? m.createdAt) },
          { accessor: 'kind', title: 'Motif', render: (m) => SMS_KIND_LABELS[m.kind] },
          { accessor: 'orderNo', title: 'Mission', render: (m) => m.orderNo ?? '—' },
          { accessor: 'phone', title: 'Destinataire' },
          { accessor: 'text', title: 'Message' },
          {
            accessor: 'status',
            title: 'Statut',
            render: (m) => (
              <Badge variant="light" color={STATUS_COLORS[m.status]} title={m.error ?? undefined}>
                {SMS_STATUS_LABELS[m.status]}
              </Badge>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** What fired the event rules, with the vehicle and the time. */
export function RuleMatches({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRuleMatches(accountId, page, PAGE_SIZE);
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        Déclenchements des règles
      </Title>
      <DataTable<EventRuleMatch>
        withTableBorder
        borderRadius="sm"
        striped
        minHeight={120}
        records={data?.rows ?? []}
        fetching={isFetching}
        totalRecords={data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        {...frenchPagination}
        noRecordsText="Aucun déclenchement"
        columns={[
          { accessor: 'occurredAt', title: 'Date', render: (m) => formatListDate(m.occurredAt) },
          { accessor: 'ruleName', title: 'Règle' },
          { accessor: 'truckName', title: 'Véhicule', render: (m) => m.truckName ?? '—' },
          { accessor: 'detail', title: 'Événement' },
        ]}
      />
    </Card>
  );
}
