import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconPlugConnected, IconTruck, IconTool } from '@tabler/icons-react';
import {
  assistanceProviderLabels,
  businessNatureLabels,
  type AccountList,
  type AccountSummary,
  type BusinessNature,
} from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useNavigate } from 'react-router';
import type { AccountSearch } from './account-search.ts';
import { frenchPagination } from '../../../components/pagination.ts';

const PAGE_SIZES = [10, 25, 50];

/** Spec 3 §4: ASSISTEUR danger, DEPANNEUR success, others info. */
const natureColor = (nature: BusinessNature) =>
  nature === 'ASSISTEUR' ? 'red' : nature === 'DEPANNEUR' ? 'teal' : 'blue';

const placeText = (a: AccountSummary) =>
  [a.place?.line1, [a.place?.zipCode, a.place?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

interface AccountTableProps {
  data: AccountList | undefined;
  fetching: boolean;
  search: AccountSearch;
  onPage: (changes: Partial<AccountSearch>) => void;
  onOpenOnBehalf: (account: AccountSummary) => void;
  onDelete: (account: AccountSummary) => void;
}

const Connector = ({ label, icon }: { label: string; icon: React.ReactNode }) => (
  <Tooltip label={label} openDelay={300}>
    <span aria-label={label} role="img">
      {icon}
    </span>
  </Tooltip>
);

export function AccountTable({
  data,
  fetching,
  search,
  onPage,
  onOpenOnBehalf,
  onDelete,
}: AccountTableProps) {
  const navigate = useNavigate();
  const open = (a: AccountSummary) => void navigate(`/accounts/${a.id}`);
  return (
    <DataTable<AccountSummary>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      striped
      minHeight={220}
      records={data?.rows ?? []}
      fetching={fetching}
      totalRecords={data?.total ?? 0}
      page={search.page}
      recordsPerPage={search.size}
      recordsPerPageOptions={PAGE_SIZES}
      onPageChange={(page) => onPage({ page })}
      onRecordsPerPageChange={(size) => onPage({ size, page: 1 })}
      recordsPerPageLabel="Comptes par page"
      paginationSize="sm"
      {...frenchPagination}
      noRecordsText="Aucun compte"
      loadingText="Chargement des comptes..."
      onRowClick={({ record }) => open(record)}
      rowStyle={(a) => ({ cursor: 'pointer', opacity: a.active ? 1 : 0.6 })}
      columns={[
        {
          accessor: 'id',
          title: 'Id',
          render: (a) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{a.id}</Text>
              <Badge color={natureColor(a.businessNature)} variant="light">
                {businessNatureLabels[a.businessNature]}
              </Badge>
              {a.businessNature === 'ASSISTEUR' && a.assistanceProvider && (
                <Badge color="gray" variant="outline">
                  {assistanceProviderLabels[a.assistanceProvider]}
                </Badge>
              )}
              {!a.active && <Badge color="gray">Désactivé</Badge>}
            </Group>
          ),
        },
        {
          accessor: 'name',
          title: 'Compte',
          render: (a) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {a.name}
              </Text>
              <Text size="xs" c="dimmed">
                {placeText(a)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'connectors',
          title: 'Connecteurs',
          render: (a) => (
            <Group gap={8}>
              {a.ttwActive && <Connector label="Webfleet" icon={<IconTruck size={18} />} />}
              {a.nomadActive && <Connector label="Nomad" icon={<IconPlugConnected size={18} />} />}
              {a.praxedoActive && <Connector label="Praxedo" icon={<IconTool size={18} />} />}
            </Group>
          ),
        },
        {
          accessor: 'actions',
          title: 'Actions',
          textAlign: 'right',
          render: (a) => (
            <RowActions
              actions={[
                editAction(a.name, () => open(a)),
                {
                  label: 'Ouvrir pour le compte du client',
                  ariaLabel: `Ouvrir ${a.name} dans un nouvel onglet`,
                  icon: <IconExternalLink size={16} />,
                  onClick: () => onOpenOnBehalf(a),
                  disabled: !a.active,
                },
                deleteAction(a.name, () => onDelete(a), !a.active),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
