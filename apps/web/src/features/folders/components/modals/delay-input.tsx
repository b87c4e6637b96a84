import { Autocomplete } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { ACCEPT_DELAY_OPTIONS, acceptDelayLabel, acceptDelayMinutes, parseDelay } from '@plateau/contracts';

const DELAY_LABELS = ACCEPT_DELAY_OPTIONS.map((option) => option.label);

interface DelayInputProps {
  text: string;
  onChange: (text: string) => void;
  delaiMax: number | null | undefined;
}

/** Spec 2 §5: HH:mm every 15 minutes up to 600 minutes; another HH:mm may be typed. Stored in minutes. */
export function DelayInput({ text, onChange, delaiMax }: DelayInputProps) {
  const minutes = parseDelay(text);
  return (
    <Autocomplete
      label={acceptDelayLabel(delaiMax)}
      withAsterisk
      leftSection={<IconClock size={16} />}
      data={DELAY_LABELS}
      // A chosen value lists the choices from it on; a partial one narrows the list.
      filter={({ options, search }) => {
        const at = DELAY_LABELS.indexOf(search);
        if (at >= 0) return options.slice(at);
        return options.filter((option) => 'label' in option && option.label.includes(search));
      }}
      maxDropdownHeight={220}
      value={text}
      onChange={onChange}
      error={minutes === null ? 'Format attendu : hh:mm (par exemple 01:30)' : undefined}
      description={minutes === null ? undefined : acceptDelayMinutes(minutes)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
