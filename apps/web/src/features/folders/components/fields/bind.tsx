import { Checkbox, NumberInput, Select, Textarea, TextInput, type ComboboxData } from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { dayjs, DAY_DISPLAY_FORMAT, PICKER_DATE_FORMAT } from '../../../../lib/dates.ts';
import { parseDisplayedDay } from '../../model/field-formats.ts';

/** The keys of T whose values are of type V (null aside). */
type KeysOf<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T] & string;

interface FieldOptions {
  required?: boolean;
  error?: ReactNode;
  readOnly?: boolean;
  description?: ReactNode;
}

/**
 * Inputs bound to one section of a folder (a card): each writes its field as a patch.
 * The new-folder form and the detail cards use the same inputs (guide §4).
 */
export function bind<T extends object>(
  value: Partial<T>,
  onChange: (patch: Partial<T>) => void,
  readOnly = false,
) {
  const set = (key: keyof T, next: unknown) => onChange({ [key]: next } as Partial<T>);
  // The key goes on each element itself: React refuses a key spread from an object.
  const common = (label: string, options: FieldOptions) => ({
    label,
    // A field nobody may write is not "required" of anyone: no asterisk.
    withAsterisk: options.required && !(readOnly || options.readOnly),
    error: options.error,
    description: options.description,
    readOnly: readOnly || options.readOnly,
  });
  return {
    text: (key: KeysOf<T, string>, label: string, options: FieldOptions = {}) => (
      <TextInput
        key={key}
        {...common(label, options)}
        value={(value[key] as string | null | undefined) ?? ''}
        onChange={(e) => set(key, e.currentTarget.value || null)}
      />
    ),
    longText: (key: KeysOf<T, string>, label: string, options: FieldOptions = {}) => (
      <Textarea
        key={key}
        {...common(label, options)}
        autosize
        minRows={2}
        value={(value[key] as string | null | undefined) ?? ''}
        onChange={(e) => set(key, e.currentTarget.value || null)}
      />
    ),
    number: (key: KeysOf<T, number>, label: string, options: FieldOptions & { decimals?: boolean } = {}) => (
      <NumberInput
        key={key}
        {...common(label, options)}
        min={0}
        allowDecimal={options.decimals ?? false}
        decimalSeparator=","
        value={(value[key] as number | null | undefined) ?? ''}
        onChange={(next) => set(key, typeof next === 'number' ? next : null)}
      />
    ),
    check: (key: KeysOf<T, boolean>, label: string) => (
      <Checkbox
        key={key}
        label={label}
        checked={!!value[key]}
        disabled={readOnly}
        onChange={(e) => set(key, e.currentTarget.checked)}
      />
    ),
    select: (key: KeysOf<T, string>, label: string, data: ComboboxData, options: FieldOptions = {}) => (
      <Select
        key={key}
        {...common(label, options)}
        data={data}
        value={(value[key] as string | null | undefined) ?? null}
        onChange={(next) => set(key, next)}
        clearable={!readOnly && !options.required}
        comboboxProps={{ withinPortal: true }}
      />
    ),
    dateTime: (key: KeysOf<T, string>, label: string, options: FieldOptions = {}) => {
      const current = value[key] as string | null | undefined;
      return (
        <DateTimePicker
          key={key}
          {...common(label, options)}
          valueFormat={PICKER_DATE_FORMAT}
          clearable={!readOnly && !options.required}
          value={current ? dayjs(current).format('YYYY-MM-DD HH:mm:ss') : null}
          onChange={(next) => set(key, next ? dayjs(next).toISOString() : null)}
        />
      );
    },
    day: (key: KeysOf<T, string>, label: string, options: FieldOptions = {}) => (
      <DateInput
        key={key}
        {...common(label, options)}
        valueFormat={DAY_DISPLAY_FORMAT}
        dateParser={parseDisplayedDay}
        placeholder="jj/mm/aaaa"
        clearable={!readOnly}
        value={(value[key] as string | null | undefined) ?? null}
        onChange={(next) => set(key, next ? String(next).slice(0, 10) : null)}
      />
    ),
  };
}
