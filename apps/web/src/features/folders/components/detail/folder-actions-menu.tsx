import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { allowedActions, canCancelMission, canSendMission, type Folder } from '@plateau/contracts';
import { ACTION_META, type FolderActionKind } from '../action-meta.tsx';

/**
 * What the folder's state allows, less what would fail: 'Envoyer la mission' only when the
 * mission rules allow sending it (a truck or an agent, not sent yet), judged on the edited
 * mission since the edits are saved before sending (issue 12 §16).
 */
export function folderMenuActions(folder: Folder, edited: Folder = folder): FolderActionKind[] {
  const toSend = edited.missionIntervention;
  const actions: FolderActionKind[] = allowedActions(folder).filter(
    (action) => action !== 'SEND' || (!!toSend && canSendMission(toSend)),
  );
  const mission = folder.missionIntervention;
  if (mission && canCancelMission(mission)) actions.push('MESSAGE');
  return actions;
}

/** The detail's Actions dropdown: what the action table allows in the folder's state (spec 2 §4). */
export function FolderActionsMenu({
  folder,
  edited = folder,
  onAction,
}: {
  folder: Folder;
  edited?: Folder;
  onAction: (kind: FolderActionKind) => void;
}) {
  const actions = folderMenuActions(folder, edited);
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
          return (
            <Menu.Item
              key={kind}
              color={color}
              leftSection={<Icon size={16} />}
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
