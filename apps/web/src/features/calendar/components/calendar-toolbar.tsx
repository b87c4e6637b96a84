import { ActionIcon, Button, Checkbox, Group, SegmentedControl, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { dayjs } from '../../../lib/dates.ts';
import type { CalendarSearch } from '../model/calendar-search.ts';
import type { ConflictItem, ConflictTarget } from '../model/conflicts.ts';
import { ConflictsButton } from './conflicts-button.tsx';

interface ToolbarProps {
  view: CalendarSearch['view'];
  date: string;
  conflictCount: number;
  conflicts: ConflictItem[];
  onConflict: (target: ConflictTarget) => void;
  sendAtOnce: boolean;
  onSendAtOnce: (value: boolean) => void;
  onView: (view: CalendarSearch['view']) => void;
  onShift: (direction: 1 | -1) => void;
  onToday: () => void;
}

function periodLabel(view: CalendarSearch['view'], date: string) {
  if (view === 'day') {
    // « jeudi 26/11/2026 » → « Jeudi 26/11/2026 » (a CSS capitalize would also write « Du » and « Au »).
    const day = dayjs(date).format('dddd DD/MM/YYYY');
    return day.charAt(0).toUpperCase() + day.slice(1);
  }
  const monday = dayjs(date).startOf('week');
  return `Semaine du ${monday.format('DD/MM/YYYY')} au ${monday.add(6, 'day').format('DD/MM/YYYY')}`;
}

export function CalendarToolbar(props: ToolbarProps) {
  const { view, date, conflictCount } = props;
  const unit = view === 'day' ? 'Jour' : 'Semaine';
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={props.onToday}>
          Aujourd'hui
        </Button>
        <ActionIcon
          variant="default"
          aria-label={`${unit} précédent${view === 'day' ? '' : 'e'}`}
          onClick={() => props.onShift(-1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={`${unit} suivant${view === 'day' ? '' : 'e'}`}
          onClick={() => props.onShift(1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
        <Text fw={600} aria-live="polite" data-testid="calendar-period">
          {periodLabel(view, date)}
        </Text>
      </Group>
      <Group gap="sm">
        <ConflictsButton count={conflictCount} items={props.conflicts} onSelect={props.onConflict} />
        <Checkbox
          label="Envoyer au camion dès l'affectation"
          checked={props.sendAtOnce}
          onChange={(event) => props.onSendAtOnce(event.currentTarget.checked)}
          size="xs"
        />
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => props.onView(value as CalendarSearch['view'])}
          data={[
            { value: 'day', label: 'Jour' },
            { value: 'week', label: 'Semaine' },
          ]}
          aria-label="Vue"
        />
      </Group>
    </Group>
  );
}
