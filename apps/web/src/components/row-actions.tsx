import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One icon button of a table row: its tooltip, what a screen reader says, what it does. */
export interface RowAction {
  label: string;
  ariaLabel: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * The buttons at the end of a table row (edit, delete, …), the same in every list. A click on
 * them never reaches the row (rows that open their item on click would open it too).
 */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(event) => event.stopPropagation()}>
      {actions.map((action) => (
        <Tooltip key={action.ariaLabel} label={action.label} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color={action.danger ? 'red' : undefined}
            aria-label={action.ariaLabel}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

/** 'Modifier {name}'. */
export function editAction(name: string, onClick: () => void): RowAction {
  return { label: 'Modifier', ariaLabel: `Modifier ${name}`, icon: <IconPencil size={16} />, onClick };
}

/** 'Supprimer {name}', in red. */
export function deleteAction(name: string, onClick: () => void, disabled?: boolean): RowAction {
  return {
    label: 'Supprimer',
    ariaLabel: `Supprimer ${name}`,
    icon: <IconTrash size={16} />,
    onClick,
    danger: true,
    disabled,
  };
}
