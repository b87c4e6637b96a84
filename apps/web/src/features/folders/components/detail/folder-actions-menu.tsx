import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { allowedActions, canCancelMission, type Folder } from '@plateau/contracts';
import { ACTION_META, type FolderActionKind } from '../action-meta.tsx';

/** No call of this part closes a folder yet: the action shows, unavailable. */
const NOT_AVAILABLE: readonly FolderActionKind[] = ['CLOSE'];

export function folderMenuActions(folder: Folder): FolderActionKind[] {
  const actions: FolderActionKind[] = allowedActions(folder);
  const mission = folder.missionIntervention;
  if (mission && canCancelMission(mission)) actions.push('MESSAGE');
  return actions;
}

/** The detail's Actions dropdown: what the action table allows in the folder's state (spec 2 §4). */
export function FolderActionsMenu({
  folder,
  onAction,
}: {
  folder: Folder;
  onAction: (kind: FolderActionKind) => void;
}) {
  const actions = folderMenuActions(folder);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="light" rightSection={<IconChevronDown size={16} />} disabled={actions.length === 0}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((kind) => {
          const { label, icon: Icon, color } = ACTION_META[kind];
          const unavailable = NOT_AVAILABLE.includes(kind);
          return (
            <Menu.Item
              key={kind}
              color={color}
              leftSection={<Icon size={16} />}
              disabled={unavailable}
              title={unavailable ? 'Disponible dans une prochaine version' : undefined}
              onClick={() => onAction(kind)}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
