import { Button, Group, Select, Stack } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { JOURNAL_ACT_LABELS, JOURNAL_ACTS, type JournalEntry } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { frenchPagination } from '../../../components/pagination.ts';
import { useAccount } from '../../../lib/account.ts';
import { firstPageUnlessNamed, useAddressSearch } from '../../../lib/use-address-search.ts';
import { DateRangeFilter } from '../../../components/date-range-filter.tsx';
import { dayjs, formatListDate } from '../../../lib/dates.ts';
import { useDownloadJournal, useJournal } from '../api/journal.ts';
import { useUsers } from '../api/users.ts';
import { journalFiltersOf, journalSearchParams, type JournalSearch } from './journal-search.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

const PAGE_SIZE = 25;
const ACTS = JOURNAL_ACTS.map((act) => ({ value: act, label: JOURNAL_ACT_LABELS[act] }));

/** 'Journal' (issue 23 §5): the account's sensitive acts, filtered by act, user and period; CSV. */
export function JournalSettings() {
  const { search, update } = useAddressSearch(journalFiltersOf, journalSearchParams, firstPageUnlessNamed);
  const { data: me } = useAccount();
  const users = useUsers(me?.id);
  const filters = {
    act: search.act,
    userId: search.userId,
    from: search.from ? dayjs(search.from).startOf('day').toISOString() : undefined,
    to: search.to ? dayjs(search.to).endOf('day').toISOString() : undefined,
    page: search.page,
    pageSize: PAGE_SIZE,
  };
  const journal = useJournal(filters);
  const download = useDownloadJournal();

  return (
    <Stack gap="md">
      <Group align="flex-end">
        <Select
          label="Acte"
          placeholder="Tous les actes"
          data={ACTS}
          clearable
          value={search.act ?? null}
          onChange={(act) => update({ act: (act as JournalSearch['act']) ?? undefined })}
          w={300}
        />
        <Select
          label="Utilisateur"
          placeholder="Tous les utilisateurs"
          data={(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          clearable
          value={search.userId ? String(search.userId) : null}
          onChange={(id) => update({ userId: id ? Number(id) : undefined })}
          w={220}
        />
        <DateRangeFilter
          from={search.from}
          to={search.to}
          onChange={({ from, to }) => update({ from, to })}
          w={240}
        />
        <Button
          variant="light"
          leftSection={<IconFileExport size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate(filters)}
        >
          Exporter en CSV
        </Button>
      </Group>
      <DataTable<JournalEntry>
        withTableBorder
        borderRadius="sm"
        striped
        minHeight={160}
        records={journal.data?.entries ?? []}
        fetching={coversRows(journal)}
        totalRecords={journal.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={search.page}
        onPageChange={(page) => update({ page })}
        {...frenchPagination}
        noRecordsText="Aucun acte"
        columns={[
          { accessor: 'createdAt', title: 'Date', width: 150, render: (e) => formatListDate(e.createdAt) },
          { accessor: 'act', title: 'Acte', render: (e) => JOURNAL_ACT_LABELS[e.act] },
          {
            accessor: 'userName',
            title: 'Utilisateur',
            render: (e) => e.userName ?? 'Plateau (tâche automatique)',
          },
          { accessor: 'detail', title: 'Détail' },
        ]}
      />
    </Stack>
  );
}
