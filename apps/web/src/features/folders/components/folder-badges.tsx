import { Badge, type MantineColor } from '@mantine/core';
import type { FolderState } from '@plateau/contracts';

const STATE_COLORS: Partial<Record<FolderState, MantineColor>> = {
  QUICK_CREATED: 'gray',
  CREATED: 'blue',
  WAITING: 'yellow',
  ACCEPTED: 'teal',
  ACCEPTED_CONFIRMED: 'green',
  REPORT: 'cyan',
  REPORT_VALIDATED: 'indigo',
  VALORISATION_ACCEPTED: 'violet',
  END_OF_MISSION: 'grape',
  HORS_DELAI: 'orange',
  CANCEL_PROPOSAL: 'pink',
  REFUSED: 'red',
  CANCELED: 'red',
  CLOSED: 'dark',
};

export function FolderStateBadge({ state, label }: { state: FolderState; label: string }) {
  return (
    <Badge
      color={STATE_COLORS[state] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="folder-state"
    >
      {label}
    </Badge>
  );
}

export function OriginBadge({ origin, label }: { origin: string; label: string }) {
  return (
    <Badge color={origin === 'NOMAD' ? 'orange' : 'gray'} variant="outline" radius="sm" size="sm">
      {label}
    </Badge>
  );
}
