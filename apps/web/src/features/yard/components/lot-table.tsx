import { Anchor, Group, Text } from '@mantine/core';
import {
  YARD_CATEGORY_LABELS,
  YARD_HOLD_KIND_LABELS,
  YARD_REASON_LABELS,
  type YardEntryDto,
} from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { frenchPagination } from '../../../components/pagination.ts';
import { formatListDate } from '../../../lib/dates.ts';
import { deadlineColor, deadlineLabel, euros } from '../model/yard-format.ts';

/** Every vehicle of the lot: days in, owed today, holds, next deadline. */
const PAGE_SIZE = 25;

export function LotTable({ rows, fetching }: { rows: YardEntryDto[]; fetching: boolean }) {
  const [page, setPage] = useState(1);
  const shown = Math.min(page, Math.max(1, Math.ceil(rows.length / PAGE_SIZE)));
  return (
    <DataTable<YardEntryDto>
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={160}
      fetching={fetching}
      records={rows.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
      totalRecords={rows.length}
      page={shown}
      recordsPerPage={PAGE_SIZE}
      onPageChange={setPage}
      {...frenchPagination}
      noRecordsText="Aucun véhicule"
      loadingText="Chargement du parc..."
      columns={[
        {
          accessor: 'vehicle.plate',
          title: 'Véhicule',
          noWrap: true,
          render: (entry) => (
            <Anchor component={Link} to={`/fourriere/${entry.id}`} fw={600}>
              {entry.vehicle.plate}
            </Anchor>
          ),
        },
        {
          accessor: 'vehicle.make',
          title: 'Marque, catégorie',
          visibleMediaQuery: '(min-width: 75em)',
          render: (entry) => (
            <Text size="sm">
              {[entry.vehicle.make, entry.vehicle.model].filter(Boolean).join(' ')} ·{' '}
              {YARD_CATEGORY_LABELS[entry.vehicle.category]}
            </Text>
          ),
        },
        {
          accessor: 'reason',
          title: 'Motif',
          visibleMediaQuery: '(min-width: 48em)',
          render: (entry) => YARD_REASON_LABELS[entry.reason],
        },
        {
          accessor: 'removedAt',
          title: 'Entré le',
          visibleMediaQuery: '(min-width: 48em)',
          render: (entry) => formatListDate(entry.removedAt),
        },
        { accessor: 'fees.days', title: 'Jours', textAlign: 'right' },
        {
          accessor: 'fees.totalCents',
          title: 'Dû ce jour',
          textAlign: 'right',
          render: (entry) => euros(entry.fees.totalCents),
        },
        {
          accessor: 'holds',
          title: 'Oppositions',
          render: (entry) => (
            <Group gap={4}>
              {entry.holds
                .filter((hold) => !hold.liftedAt)
                .map((hold) => (
                  <Text key={hold.id} c="red" size="sm" fw={600}>
                    {YARD_HOLD_KIND_LABELS[hold.kind]}
                  </Text>
                ))}
            </Group>
          ),
        },
        {
          accessor: 'abandonmentDay',
          title: 'Prochaine échéance',
          render: (entry) => (
            <Text
              size="sm"
              c={deadlineColor(entry.deadlineState)}
              fw={entry.deadlineState === 'RUNNING' ? 400 : 600}
            >
              {deadlineLabel(entry)}
            </Text>
          ),
        },
      ]}
    />
  );
}
