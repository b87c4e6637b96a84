import { Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { ConditionDraft } from '../condition-draft.ts';

const FUEL = Array.from({ length: 9 }, (_, i) => ({ value: String(i), label: `${i}/8` }));

interface FieldsProps {
  draft: ConditionDraft;
  change: (patch: Partial<ConditionDraft>) => void;
}

/** The vehicle as found at pickup: plate read back, VIN, mileage, fuel. */
export function VehicleFields({ draft, change }: FieldsProps) {
  return (
    <>
      <TextInput
        label="Immatriculation"
        size="lg"
        value={draft.plate}
        onChange={(e) => change({ plate: e.currentTarget.value })}
        maxLength={20}
      />
      <TextInput
        label="Numéro de série (VIN)"
        size="lg"
        value={draft.vin}
        onChange={(e) => change({ vin: e.currentTarget.value })}
        maxLength={17}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Kilométrage"
          size="lg"
          min={0}
          max={2_000_000}
          allowDecimal={false}
          value={draft.mileage}
          onChange={(mileage) => change({ mileage })}
        />
        <Select
          label="Carburant"
          size="lg"
          data={FUEL}
          value={draft.fuelLevel || null}
          onChange={(v) => change({ fuelLevel: v ?? '' })}
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
    </>
  );
}

/** What stays in the vehicle, and its keys. */
export function ObjectsAndKeys({ draft, change }: FieldsProps) {
  return (
    <>
      <Textarea
        label="Objets laissés dans le véhicule"
        size="lg"
        value={draft.objectsLeft}
        onChange={(e) => change({ objectsLeft: e.currentTarget.value })}
        maxLength={500}
        autosize
      />
      <TextInput
        label="Clés"
        size="lg"
        value={draft.keys}
        onChange={(e) => change({ keys: e.currentTarget.value })}
        maxLength={200}
      />
    </>
  );
}
