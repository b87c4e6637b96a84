import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { FieldsProps } from './referential-tab.tsx';

/** Inputs bound to one field of a referential draft; empty text is null. */
export const DraftText = ({
  p,
  field,
  label,
  required,
}: {
  p: FieldsProps;
  field: string;
  label: string;
  required?: boolean;
}) => (
  <TextInput
    label={label}
    withAsterisk={required && !p.readOnly}
    disabled={p.readOnly}
    value={(p.draft[field] as string | null) ?? ''}
    onChange={(event) => p.onChange({ [field]: event.currentTarget.value || null })}
  />
);

/** Amounts and rates stay decimal text ('5,5' is read by the server as 5.50): no binary float. */
export const DraftDecimal = ({
  p,
  field,
  label,
  placeholder,
}: {
  p: FieldsProps;
  field: string;
  label: string;
  placeholder?: string;
}) => (
  <TextInput
    label={label}
    inputMode="decimal"
    placeholder={placeholder}
    disabled={p.readOnly}
    value={(p.draft[field] as string | null) ?? ''}
    onChange={(event) => p.onChange({ [field]: event.currentTarget.value.trim() || null })}
  />
);

export const DraftInteger = ({
  p,
  field,
  label,
  min,
  max,
}: {
  p: FieldsProps;
  field: string;
  label: string;
  min: number;
  max: number;
}) => (
  <NumberInput
    label={label}
    min={min}
    max={max}
    allowDecimal={false}
    disabled={p.readOnly}
    value={(p.draft[field] as number | null) ?? ''}
    onChange={(value) => p.onChange({ [field]: typeof value === 'number' ? value : null })}
  />
);

export const DraftSwitch = ({ p, field, label }: { p: FieldsProps; field: string; label: string }) => (
  <Switch
    label={label}
    disabled={p.readOnly}
    checked={Boolean(p.draft[field])}
    onChange={(event) => p.onChange({ [field]: event.currentTarget.checked })}
  />
);

const NONE = 'none';
/** A choice among rows; the first option stands for null ('Sans TVA', 'Aucune'). */
export const DraftSelect = ({
  p,
  field,
  label,
  options,
  noneLabel,
}: {
  p: FieldsProps;
  field: string;
  label: string;
  options: { value: string; label: string }[];
  noneLabel?: string;
}) => {
  const current = p.draft[field];
  return (
    <Select
      label={label}
      disabled={p.readOnly}
      allowDeselect={false}
      data={noneLabel ? [{ value: NONE, label: noneLabel }, ...options] : options}
      value={current === null || current === undefined ? (noneLabel ? NONE : null) : String(current)}
      onChange={(value) => {
        const numeric = options.length > 0 && /^\d+$/.test(options[0]!.value);
        p.onChange({ [field]: !value || value === NONE ? null : numeric ? Number(value) : value });
      }}
    />
  );
};
