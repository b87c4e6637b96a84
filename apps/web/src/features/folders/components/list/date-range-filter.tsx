import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { dateShortcuts } from '../../model/date-shortcuts.ts';

type Range = [string | null, string | null];

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  /** In the phone's filter drawer: the calendar opens in a modal, whole on a narrow screen. */
  inDrawer?: boolean;
}

/** Creation-date range with the spec's shortcuts; the list follows once both ends are chosen, or none. */
export function DateRangeFilter({ from, to, onChange, inDrawer = false }: DateRangeFilterProps) {
  const [picking, setPicking] = useState<Range | null>(null);
  const value: Range = picking ?? [from ?? null, to ?? null];
  const change = ([start, end]: Range) => {
    if ((start && end) || (!start && !end)) {
      setPicking(null);
      onChange({ from: start?.slice(0, 10) ?? undefined, to: end?.slice(0, 10) ?? undefined });
    } else setPicking([start, end]);
  };
  return (
    <DatePickerInput
      type="range"
      label="Période"
      placeholder="Toutes les dates"
      valueFormat="DD/MM/YYYY"
      clearable
      allowSingleDateInRange
      presets={dateShortcuts()}
      value={value}
      onChange={change}
      dropdownType={inDrawer ? 'modal' : 'popover'}
    />
  );
}
