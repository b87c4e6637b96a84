import { Button, Group } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { dayjs, PICKER_DATE_FORMAT } from '../../../lib/dates.ts';
import { periodShortcuts, type Period } from '../model/period.ts';

interface PeriodPickerProps {
  period: Period;
  onChange: (period: Period) => void;
}

const pickerValue = (date: Date) => dayjs(date).format('YYYY-MM-DD HH:mm:ss');
const sameMinute = (a: Date, b: Date) => dayjs(a).isSame(b, 'minute');

/** Spec 1 §2: the period's two ends to the minute, and the shortcuts last week, this week, this month. */
export function PeriodPicker({ period, onChange }: PeriodPickerProps) {
  const pick = (end: keyof Period) => (value: string | null) => {
    if (value) onChange({ ...period, [end]: dayjs(value).toDate() });
  };
  return (
    <Group gap="sm" align="flex-end">
      <DateTimePicker
        label="Du"
        valueFormat={PICKER_DATE_FORMAT}
        value={pickerValue(period.start)}
        onChange={pick('start')}
        // Two side by side on a 390 px phone, 180 px each from there (issue 28 §5: no overflow).
        style={{ flex: '1 1 150px', maxWidth: 180 }}
      />
      <DateTimePicker
        label="Au"
        valueFormat={PICKER_DATE_FORMAT}
        value={pickerValue(period.end)}
        onChange={pick('end')}
        style={{ flex: '1 1 150px', maxWidth: 180 }}
      />
      <Button.Group>
        {periodShortcuts().map(({ label, period: shortcut }) => {
          const active = sameMinute(shortcut.start, period.start) && sameMinute(shortcut.end, period.end);
          return (
            <Button
              key={label}
              variant={active ? 'filled' : 'default'}
              onClick={() => onChange(shortcut)}
              // Narrower padding on a phone: the three shortcuts hold in 350 px.
              px={{ base: 'xs', sm: 'md' }}
            >
              {label}
            </Button>
          );
        })}
      </Button.Group>
    </Group>
  );
}
