import { ActionIcon, Button, Group, Modal, Stack, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifyDeleted, notifySaved } from '../../../components/notify.tsx';
import {
  changedFields,
  useDeleteReferential,
  useReferentialRows,
  useSaveReferential,
  type Draft,
  type ReferentialEndpoint,
} from './referential-api.ts';
import { isEdited, useGuardedClose } from '../../../components/form-modal.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

type Row = { id: number; readOnly: boolean };

export interface FieldsProps {
  draft: Draft;
  onChange: (patch: Draft) => void;
  readOnly: boolean;
  accountId?: number;
}

interface ReferentialTabProps<R extends Row> {
  endpoint: ReferentialEndpoint<R>;
  accountId?: number;
  /** 'Mode de règlement': the modal's title. */
  title: string;
  columns: DataTableColumn<R>[];
  /** A new row's fields. */
  empty: Draft;
  /** The editable fields of a row (what the form shows and a patch compares). */
  draftOf: (row: R) => Draft;
  Fields: (props: FieldsProps) => ReactNode;
}

/** One referential (spec 3 §2): 'Nouveau', the table with edit / delete (view for read-only rows), the modal form. */
export function ReferentialTab<R extends Row>(props: ReferentialTabProps<R>) {
  const { endpoint, accountId, title, Fields } = props;
  const rows = useReferentialRows(endpoint, accountId);
  const save = useSaveReferential(endpoint, accountId);
  const remove = useDeleteReferential(endpoint.path, accountId);
  const [editing, setEditing] = useState<{ row: R | null; original: Draft; draft: Draft } | null>(null);
  const open = (row: R | null) => {
    const original = row ? props.draftOf(row) : props.empty;
    setEditing({ row, original, draft: original });
  };
  const readOnly = editing?.row?.readOnly ?? false;
  const requestClose = useGuardedClose(
    !!editing && !readOnly && isEdited(editing.original, editing.draft),
    () => setEditing(null),
  );

  const onOk = () => {
    if (!editing || readOnly) return setEditing(null);
    const body = editing.row ? changedFields(editing.original, editing.draft) : editing.draft;
    if (editing.row && Object.keys(body).length === 0) {
      notifySaved();
      return setEditing(null);
    }
    save.mutate(
      { id: editing.row?.id ?? null, body },
      { onSuccess: () => (notifySaved(), setEditing(null)) },
    );
  };
  const onDelete = async (row: R) => {
    if (await confirmDelete()) remove.mutate(row.id, { onSuccess: notifyDeleted });
  };

  // The row opens the form too: an action's click must not reach it (one action, one effect).
  const act = (event: MouseEvent, action: () => void) => {
    event.stopPropagation();
    action();
  };
  const actions: DataTableColumn<R> = {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (row) =>
      row.readOnly ? (
        <Tooltip label="Consulter" openDelay={300}>
          <ActionIcon
            variant="subtle"
            aria-label="Consulter"
            onClick={(event) => act(event, () => open(row))}
          >
            <IconEye size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Modifier" openDelay={300}>
            <ActionIcon
              variant="subtle"
              aria-label="Modifier"
              onClick={(event) => act(event, () => open(row))}
            >
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Supprimer" openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Supprimer"
              onClick={(event) => act(event, () => void onDelete(row))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
  };

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => open(null)}>
          Nouveau
        </Button>
      </Group>
      <DataTable<R>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        striped
        minHeight={160}
        records={rows.data?.rows ?? []}
        fetching={coversRows(rows)}
        columns={[...props.columns, actions]}
        noRecordsText="Aucune donnée"
        onRowClick={({ record }) => open(record)}
        rowStyle={() => ({ cursor: 'pointer' })}
      />
      <Modal opened={editing !== null} onClose={() => void requestClose()} title={title} size="lg" centered>
        {editing && (
          <Stack gap="md">
            <Fields
              draft={editing.draft}
              readOnly={readOnly}
              accountId={accountId}
              onChange={(patch) => setEditing({ ...editing, draft: { ...editing.draft, ...patch } })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void requestClose()}>
                Annuler
              </Button>
              <Button onClick={onOk} loading={save.isPending}>
                OK
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
