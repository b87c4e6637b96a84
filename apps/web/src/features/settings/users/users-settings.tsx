import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { roleLabels, seenAgoText, type AccountUser } from '@plateau/contracts';
import bcrypt from 'bcryptjs';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { confirmYesNo } from '../../../components/confirm-dialog.tsx';
import { notifyDeleted, notifySaved } from '../../../components/notify.tsx';
import { useAccount } from '../../../lib/account.ts';
import { useSaveUsers, useUsers } from '../api/users.ts';
import { useDriverLinks } from '../api/drivers.ts';
import { UserEditorModal, type UserDraft } from './user-editor-modal.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

/** Spec 3 §9: the browser hashes a new or changed password, cost 10; the server never sees it. */
const SALT_ROUNDS = 10;

/** 'Paramétrage des utilisateurs' (spec 3 §2) of the current account or of a managed one. */
export function UsersSettings({ accountId }: { accountId?: number }) {
  const { data: me } = useAccount();
  const id = accountId ?? me?.id ?? 0;
  const users = useUsers(me ? id : undefined);
  const save = useSaveUsers(id);
  const [editing, setEditing] = useState<AccountUser | 'new' | null>(null);
  const hasDrivers = (users.data ?? []).some((u) => u.role === 'CHAUFFEUR');
  const presence = useDriverLinks(id, hasDrivers).drivers;
  const now = new Date();

  const onSave = async (draft: UserDraft) => {
    const passwordHash = draft.password ? await bcrypt.hash(draft.password, SALT_ROUNDS) : undefined;
    const email = draft.email.trim() || null;
    const name = draft.name.trim();
    const links =
      draft.role === 'CHAUFFEUR'
        ? {
            agentId: draft.agentId ? Number(draft.agentId) : null,
            truckId: draft.truckId ? Number(draft.truckId) : null,
          }
        : {};
    const patch =
      editing === 'new'
        ? { added: [{ name, email, role: draft.role, passwordHash: passwordHash!, ...links }] }
        : {
            changed: [
              { id: (editing as AccountUser).id, name, email, role: draft.role, passwordHash, ...links },
            ],
          };
    save.mutate(patch, {
      onSuccess: () => {
        setEditing(null);
        notifySaved();
      },
    });
  };

  const remove = async (user: AccountUser) => {
    const confirmed = await confirmYesNo({ text: 'Êtes-vous sûr de vouloir supprimer cet utilisateur ?' });
    if (confirmed) save.mutate({ removed: [user.id] }, { onSuccess: () => notifyDeleted() });
  };

  const columns: DataTableColumn<AccountUser>[] = [
    { accessor: 'name', title: 'Login' },
    { accessor: 'email', title: 'E-mail', render: (u) => u.email ?? '—' },
    { accessor: 'role', title: 'Rôle', render: (u) => roleLabels[u.role] },
    ...(hasDrivers
      ? [
          {
            accessor: 'driverApp',
            title: 'Application chauffeur',
            render: (u: AccountUser) => {
              const seen = presence?.find((p) => p.userId === u.id);
              if (u.role !== 'CHAUFFEUR' || !seen) return '';
              const ago = seenAgoText(seen.lastSeenAt ? new Date(seen.lastSeenAt) : null, now);
              return `${seen.signedIn ? 'Connecté' : 'Non connecté'} · ${ago}`;
            },
          },
        ]
      : []),
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right' as const,
      render: (u) => (
        <RowActions
          actions={[editAction(u.name, () => setEditing(u)), deleteAction(u.name, () => void remove(u))]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" maw={900}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nouveau
        </Button>
      </Group>
      <DataTable<AccountUser>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        striped
        minHeight={160}
        records={users.data ?? []}
        fetching={coversRows(users)}
        noRecordsText="Aucun utilisateur"
        onRowClick={({ record }) => setEditing(record)}
        rowStyle={() => ({ cursor: 'pointer' })}
        columns={columns}
      />
      {editing && (
        <UserEditorModal
          user={editing === 'new' ? null : editing}
          defaultRole={users.data?.length ? 'OPERATEUR' : 'ADMIN'}
          saving={save.isPending}
          accountId={id}
          onSave={(draft) => void onSave(draft)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
