import { Radio, Stack } from '@mantine/core';
import { GeneralState, generalStateLabels } from '@plateau/contracts';

/** The vehicle's general state next to the damage diagram: three big radio choices. */
export function GeneralStatePicker({
  value,
  onChange,
}: {
  value: GeneralState;
  onChange: (value: GeneralState) => void;
}) {
  return (
    <Radio.Group label="État général" value={value} onChange={(v) => onChange(v as GeneralState)}>
      <Stack gap={4} mt={4}>
        {GeneralState.map((state) => (
          <Radio
            key={state}
            value={state}
            label={generalStateLabels[state]}
            size="lg"
            styles={{ root: { minHeight: 48, display: 'flex', alignItems: 'center' } }}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
