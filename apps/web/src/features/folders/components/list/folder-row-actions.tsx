import { ActionIcon, Group } from '@mantine/core';
import { allowedActions, canCancelMission, type FolderAction, type FolderSummary } from '@plateau/contracts';
import { ACTION_META, type ActionRequest, type FolderActionKind } from '../action-meta.tsx';

/** Spec 2 §2: the list's row buttons, among the actions the folder's state allows. */
const ROW_ACTIONS: readonly FolderAction[] = ['ACCEPT', 'ACCEPT_CANCELLATION', 'CANCEL', 'REFUSE'];

export function rowActions(folder: FolderSummary): FolderActionKind[] {
  const actions: FolderActionKind[] = allowedActions(folder).filter((action) => ROW_ACTIONS.includes(action));
  // The truck can be written to while it holds the mission (spec 2 §4).
  if (canCancelMission(folder)) actions.push('MESSAGE');
  return actions;
}

export function FolderRowActions({
  folder,
  onAction,
}: {
  folder: FolderSummary;
  onAction: (request: ActionRequest) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {rowActions(folder).map((kind) => {
        const { label, icon: Icon, color } = ACTION_META[kind];
        return (
          // The browser's own hover text: a Mantine Tooltip per button of every row cost the list's
          // first drawing more than the rows themselves (issue 24 §6).
          <ActionIcon
            key={kind}
            title={label}
            variant="light"
            color={color}
            aria-label={label}
            onClick={(event) => {
              event.stopPropagation();
              onAction({ kind, folderId: folder.id, missionId: folder.missionId, truckId: folder.truckId });
            }}
          >
            <Icon size={18} />
          </ActionIcon>
        );
      })}
    </Group>
  );
}
