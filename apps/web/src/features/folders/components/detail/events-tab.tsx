import { Badge, Stack, Text } from '@mantine/core';
import {
  EVENT_DEFAULT_PAGE_SIZE,
  EVENT_PAGE_SIZES,
  eventOrigineLabels,
  folderEventSourceLabels,
  type FolderDocument,
  type FolderEvent,
  type FolderEventListQuery,
} from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState, type ReactNode } from 'react';
import { formatListDate } from '../../../../lib/dates.ts';
import { useFolderEvents } from '../../api/folder-events.ts';
import { EventModal } from './event-modal.tsx';
import { frenchPagination } from '../../../../components/pagination.ts';
import { coversRows } from '../../../../lib/covers-rows.ts';

const twoLines = (first: ReactNode, second: ReactNode) => (
  <Stack gap={2}>
    {first}
    {second && (
      <Text size="xs" c="dimmed">
        {second}
      </Text>
    )}
  </Stack>
);

const columns: DataTableColumn<FolderEvent>[] = [
  {
    accessor: 'eventDateTime',
    title: 'Date / source',
    render: (e) => twoLines(formatListDate(e.eventDateTime), folderEventSourceLabels[e.eventSource]),
  },
  {
    accessor: 'stateLabel',
    title: 'Statut / origine',
    render: (e) =>
      twoLines(
        e.stateLabel ? (
          <Badge variant="light" size="sm">
            {e.stateLabel}
          </Badge>
        ) : null,
        e.creationOrigine ? eventOrigineLabels[e.creationOrigine] : null,
      ),
  },
  { accessor: 'text', title: 'Information / position', render: (e) => twoLines(e.text, e.positionText) },
];

/** Spec 2 §2 'Events tab': the folder's workflow, a page at a time; an event with a message opens. */
export function EventsTab({
  folderId,
  canReplay,
  documents,
}: {
  folderId: number;
  canReplay: boolean;
  /** The folder's documents: the event window shows the photos an event added (issue 20 §1). */
  documents?: readonly FolderDocument[];
}) {
  const [query, setQuery] = useState<FolderEventListQuery>({
    limit: EVENT_DEFAULT_PAGE_SIZE,
    page: 1,
    order: 'asc',
  });
  const [open, setOpen] = useState<FolderEvent | null>(null);
  const events = useFolderEvents(folderId, query);
  return (
    <>
      <DataTable<FolderEvent>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        striped
        minHeight={220}
        records={events.data?.rows ?? []}
        columns={columns}
        fetching={coversRows(events)}
        totalRecords={events.data?.total ?? 0}
        page={query.page}
        recordsPerPage={query.limit}
        recordsPerPageOptions={[...EVENT_PAGE_SIZES]}
        onPageChange={(page) => setQuery((q) => ({ ...q, page }))}
        onRecordsPerPageChange={(limit) => setQuery((q) => ({ ...q, limit, page: 1 }))}
        recordsPerPageLabel="Événements par page"
        {...frenchPagination}
        noRecordsText="Aucun événement"
        loadingText="Chargement des événements..."
        onRowClick={({ record }) => record.message != null && setOpen(record)}
        rowStyle={(record) => (record.message != null ? { cursor: 'pointer' } : undefined)}
      />
      <EventModal event={open} canReplay={canReplay} documents={documents} onClose={() => setOpen(null)} />
    </>
  );
}
