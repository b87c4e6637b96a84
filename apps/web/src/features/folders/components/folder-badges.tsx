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

/**
 * Mantine cuts a badge's text to one line with an ellipsis, and a table squeezes its column down
 * to that: 'Proposition d'annulation' read 'P'. Here the text wraps between words, and the
 * column keeps at least the longest word.
 */
const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;

export function FolderStateBadge({ state, label }: { state: FolderState; label: string }) {
  return (
    <Badge
      color={STATE_COLORS[state] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      styles={WRAPPING_BADGE}
      data-testid="folder-state"
    >
      {label}
    </Badge>
  );
}

/** One or two words at most: never cut, and « BACK-OFFICE » not broken at its hyphen (issue 20 §4.14). */
const ONE_LINE_BADGE = {
  root: { flexShrink: 0 },
  label: { whiteSpace: 'nowrap', overflow: 'visible' },
} as const;

export function OriginBadge({ origin, label }: { origin: string; label: string }) {
  return (
    <Badge
      color={origin === 'NOMAD' ? 'orange' : 'gray'}
      variant="outline"
      radius="sm"
      size="sm"
      styles={ONE_LINE_BADGE}
    >
      {label}
    </Badge>
  );
}
