import { Anchor, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { labelOf, type FolderList, type FolderSummary } from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { folderPaginationText, frenchPagination } from '../../../../components/pagination.ts';
import { formatListDate } from '../../../../lib/dates.ts';
import { useReferential } from '../../api/get-referential.ts';
import type { FolderListSearch } from '../../model/list-search.ts';
import type { ActionRequest } from '../action-meta.tsx';
import { FolderStateBadge, OriginBadge } from '../folder-badges.tsx';
import { FolderRowActions } from './folder-row-actions.tsx';

const PAGE_SIZES = [10, 25, 50];

interface FolderTableProps {
  data: FolderList | undefined;
  fetching: boolean;
  search: FolderListSearch;
  onPage: (page: Partial<Pick<FolderListSearch, 'page' | 'size'>>) => void;
  onAction: (request: ActionRequest) => void;
  isAssisteur: boolean;
  /** A supervisor reads several accounts' folders: a column names each one's account. */
  isSupervisor?: boolean;
  /** Row actions only for those who may write (not an assisteur, not a supervisor). */
  canWrite?: boolean;
}

/** Under 1200 px (a laptop, a tablet) the creation date and the plate join other columns: the table fits. */
const COMPACT_QUERY = '(max-width: 74.99em)';

const twoLines = (first: ReactNode, ...more: Array<string | null>) => (
  <Stack gap={0}>
    <Text size="sm" component="div">
      {first ?? '—'}
    </Text>
    {more.filter(Boolean).map((line) => (
      <Text key={line} size="xs" c="dimmed">
        {line}
      </Text>
    ))}
  </Stack>
);

export function FolderTable({
  data,
  fetching,
  search,
  onPage,
  onAction,
  isAssisteur,
  isSupervisor = false,
  canWrite = !isAssisteur,
}: FolderTableProps) {
  const navigate = useNavigate();
  const providers = useReferential('ASSISTANCE_PROVIDER');
  const compact = useMediaQuery(COMPACT_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const columns: DataTableColumn<FolderSummary>[] = [
    {
      accessor: 'externalNumber',
      title: 'Dossier',
      render: (f) =>
        twoLines(
          // A link as well as a clickable row: keyboard users and 'open in a new tab' need one.
          <Anchor
            component={Link}
            to={`/folders/${f.id}`}
            onClick={(event) => event.stopPropagation()}
            fw={500}
          >
            {f.externalNumber ?? f.orderNo}
          </Anchor>,
          f.externalNumber ? f.orderNo : null,
          compact ? `Créé le ${formatListDate(f.creationDateTime)}` : null,
        ),
    },
    {
      accessor: 'creationDateTime',
      title: 'Création',
      hidden: compact,
      render: (f) => formatListDate(f.creationDateTime),
    },
    ...(isSupervisor ? [{ accessor: 'accountName', title: 'Compte' }] : []),
    isAssisteur
      ? { accessor: 'accountName', title: 'Prestataire' }
      : {
          accessor: 'assistanceProvider',
          title: 'Assisteur',
          render: (f) => labelOf(providers, f.assistanceProvider),
        },
    {
      accessor: 'customerName',
      title: 'Client',
      render: (f) => twoLines(f.customerName, f.city, compact ? f.registration : null),
    },
    { accessor: 'registration', title: 'Immatriculation', hidden: compact },
    {
      accessor: 'folderState',
      title: 'État',
      render: (f) => (
        <Stack gap={4} align="flex-start">
          <FolderStateBadge state={f.folderState} label={f.folderStateLabel} />
          <OriginBadge origin={f.creationOrigine} label={f.creationOrigineLabel} />
        </Stack>
      ),
    },
    {
      accessor: 'missionState',
      title: 'Mission',
      render: (f) => twoLines(f.missionStateLabel, formatListDate(f.missionDateTime)),
    },
    ...(isAssisteur
      ? []
      : [
          {
            accessor: 'truckName',
            // Headers never wrap (mantine-datatable): a break keeps the compact table narrow.
            title: compact ? (
              <>
                Véhicule /<br />
                intervenant
              </>
            ) : (
              'Véhicule / intervenant'
            ),
            render: (f: FolderSummary) => twoLines(f.truckName, f.agentName),
          },
          ...(canWrite
            ? [
                {
                  accessor: 'actions',
                  title: '',
                  textAlign: 'right' as const,
                  render: (f: FolderSummary) => <FolderRowActions folder={f} onAction={onAction} />,
                },
              ]
            : []),
        ]),
  ];

  return (
    <DataTable<FolderSummary>
      withTableBorder
      borderRadius="sm"
      horizontalSpacing={compact ? 8 : 'xs'}
      highlightOnHover
      striped
      minHeight={220}
      records={data?.rows ?? []}
      columns={columns}
      fetching={fetching}
      totalRecords={data?.total ?? 0}
      page={search.page}
      recordsPerPage={search.size}
      recordsPerPageOptions={PAGE_SIZES}
      onPageChange={(page) => onPage({ page })}
      onRecordsPerPageChange={(size) => onPage({ size, page: 1 })}
      recordsPerPageLabel="Dossiers par page"
      {...frenchPagination}
      paginationText={({ from, to, totalRecords }) =>
        folderPaginationText(from, to, totalRecords, data?.totalCapped)
      }
      noRecordsText="Aucun dossier"
      loadingText="Chargement des dossiers..."
      onRowClick={({ record }) => navigate(`/folders/${record.id}`)}
      rowStyle={() => ({ cursor: 'pointer' })}
    />
  );
}
