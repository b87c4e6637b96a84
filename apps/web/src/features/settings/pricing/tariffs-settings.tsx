import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { assistanceProviderLabels, type TariffGrid, type TariffGridInput } from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifyDeleted, notifySaved } from '../../../components/notify.tsx';
import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useDeleteTariffGrid, useSaveTariffGrid, useTariffGrids } from '../api/tariff-grids.ts';
import { GridEditorModal } from './grid-editor-modal.tsx';
import { MotorwayTable } from './motorway-table.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

const payerOf = (grid: TariffGrid) => {
  if (grid.assistanceProvider) return assistanceProviderLabels[grid.assistanceProvider];
  if (grid.customerId !== null) return 'Client';
  return <Badge variant="light">Par défaut</Badge>;
};
const periodOf = (grid: TariffGrid) =>
  grid.validUntil
    ? `du ${formatDay(grid.validFrom)} au ${formatDay(grid.validUntil)}`
    : `depuis le ${formatDay(grid.validFrom)}`;

/** /settings/tarifs: the account's tariff grids and the regulated motorway table (issue 32). */
export function TariffsSettings() {
  const grids = useTariffGrids();
  const save = useSaveTariffGrid();
  const remove = useDeleteTariffGrid();
  const [editing, setEditing] = useState<TariffGrid | 'new' | null>(null);

  const onSave = (body: TariffGridInput) => {
    const grid = editing === 'new' ? null : editing;
    save.mutate(
      { id: grid?.id ?? null, body: grid ? { ...body, version: grid.version } : body },
      {
        onSuccess: () => {
          setEditing(null);
          notifySaved();
        },
      },
    );
  };
  const onDelete = async (grid: TariffGrid) => {
    if (await confirmDelete()) remove.mutate(grid.id, { onSuccess: () => notifyDeleted() });
  };

  const columns: DataTableColumn<TariffGrid>[] = [
    { accessor: 'name', title: 'Grille' },
    { accessor: 'payer', title: 'Contrat', render: payerOf },
    { accessor: 'period', title: 'Validité', render: periodOf },
    { accessor: 'rules', title: 'Règles', render: (grid) => grid.rules.length },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right' as const,
      render: (grid) => (
        <RowActions
          actions={[
            editAction(grid.name, () => setEditing(grid)),
            deleteAction(grid.name, () => void onDelete(grid)),
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between">
        <Title order={4}>Grilles tarifaires</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nouvelle grille
        </Button>
      </Group>
      <DataTable<TariffGrid>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        striped
        minHeight={160}
        records={grids.data ?? []}
        fetching={coversRows(grids)}
        noRecordsText="Aucune grille"
        onRowClick={({ record }) => setEditing(record)}
        rowStyle={() => ({ cursor: 'pointer' })}
        columns={columns}
      />
      <MotorwayTable />
      {editing && (
        <GridEditorModal
          grid={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
