import { DatePickerInput, type DatesRangeValue, type DatePickerPreset } from '@mantine/dates';
import { useState } from 'react';

type Range = [string | null, string | null];

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
  /** The screen's shortcuts (« Aujourd'hui », « Ce mois-ci »…), from its own model. */
  presets?: DatePickerPreset<'range'>[];
  /** In the phone's filter drawer: the calendar opens in a modal, whole on a narrow screen. */
  inDrawer?: boolean;
  w?: number;
}

/**
 * The one « Période » picker of the lists (folders, invoices, journal): the list follows once both
 * ends are chosen, or none — a half-chosen range stays in the field without refetching the list.
 */
export function DateRangeFilter({ from, to, onChange, presets, inDrawer = false, w }: DateRangeFilterProps) {
  const [picking, setPicking] = useState<Range | null>(null);
  const value: Range = picking ?? [from ?? null, to ?? null];
  const change = ([start, end]: DatesRangeValue<string>) => {
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
      presets={presets}
      value={value}
      onChange={change}
      dropdownType={inDrawer ? 'modal' : 'popover'}
      w={w}
    />
  );
}
