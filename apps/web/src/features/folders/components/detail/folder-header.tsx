import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import type { Folder } from '@plateau/contracts';
import { formatListDate } from '../../../../lib/dates.ts';
import type { FolderActionKind } from '../action-meta.tsx';
import { FolderStateBadge, OriginBadge } from '../folder-badges.tsx';
import { FolderActionsMenu } from './folder-actions-menu.tsx';

interface FolderHeaderProps {
  folder: Folder;
  /** The folder with the pending edits: a truck just chosen makes 'Envoyer la mission' possible. */
  edited?: Folder;
  readOnly: boolean;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onAction: (kind: FolderActionKind) => void;
}

/** External number, origin and state; Save and Actions for those who may write (spec 2 §2). */
export function FolderHeader({
  folder,
  edited = folder,
  readOnly,
  dirty,
  saving,
  onSave,
  onAction,
}: FolderHeaderProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center" style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {folder.externalNumber ?? folder.orderNo}
          </Title>
          <OriginBadge origin={folder.creationOrigine} label={folder.creationOrigineLabel} />
          <FolderStateBadge state={folder.folderState} label={folder.folderStateLabel} />
          <Text size="sm" c="dimmed">
            N° {folder.orderNo} · créé le {formatListDate(folder.creationDateTime)}
          </Text>
        </Group>
        {!readOnly && (
          <Group gap="sm">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={onSave}
              disabled={!dirty}
              loading={saving}
            >
              Enregistrer
            </Button>
            <FolderActionsMenu folder={folder} edited={edited} onAction={onAction} />
          </Group>
        )}
      </Group>
      {folder.folderState === 'ACCEPTED' && folder.confirmationRequise && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} py="xs">
          attention, une confirmation est requise
        </Alert>
      )}
    </Stack>
  );
}
