import {
  ActionIcon,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  numberToCents,
  PLACE_KIND_LABELS,
  PRICED_MISSION_KIND_LABELS,
  PRICING_UNIT_LABELS,
  TIME_BAND_LABELS,
  VEHICLE_CATEGORY_LABELS,
  type TariffRuleInput,
} from '@plateau/contracts';

const options = <T extends string>(labels: Record<T, string>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));
const INCLUDED_LABEL: Record<TariffRuleInput['unit'], string> = {
  FORFAIT: 'Inclus',
  KM: 'Km inclus',
  QUART_HEURE: 'Minutes incluses',
  JOUR: 'Jours inclus',
};

const cents = (value: number | string) => Number(numberToCents(Number(value) || 0));
const euros = (value: number | null) => (value === null ? '' : value / 100);

interface RuleFieldsProps {
  rule: TariffRuleInput;
  index: number;
  onChange: (rule: TariffRuleInput) => void;
  onRemove: () => void;
}

/** One rule of a grid: what it prices, at what price, and when it applies (empty = always). */
export function RuleFields({ rule, index, onChange, onRemove }: RuleFieldsProps) {
  const set = (fields: Partial<TariffRuleInput>) => onChange({ ...rule, ...fields });
  const name = rule.label || `Règle ${index + 1}`;
  return (
    <Card withBorder padding="sm">
      <Group align="flex-end" wrap="nowrap" mb="xs">
        <TextInput
          label="Libellé"
          required
          flex={1}
          maxLength={200}
          value={rule.label}
          onChange={(event) => set({ label: event.currentTarget.value })}
        />
        <Tooltip label="Supprimer la règle">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Supprimer ${name}`}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
        <Select
          label="Unité"
          allowDeselect={false}
          data={options(PRICING_UNIT_LABELS)}
          value={rule.unit}
          onChange={(unit) => unit && set({ unit: unit as TariffRuleInput['unit'] })}
        />
        <NumberInput
          label="Prix HT (€)"
          decimalScale={2}
          decimalSeparator=","
          min={0}
          value={euros(rule.priceHtCents)}
          onChange={(value) => set({ priceHtCents: cents(value) })}
        />
        <NumberInput
          label="TVA (%)"
          decimalScale={2}
          decimalSeparator=","
          min={0}
          max={100}
          value={rule.vatRate}
          onChange={(value) => set({ vatRate: Number(value) || 0 })}
        />
        <NumberInput
          label={INCLUDED_LABEL[rule.unit]}
          min={0}
          allowDecimal={false}
          value={rule.included}
          onChange={(value) => set({ included: Number(value) || 0 })}
        />
        <MultiSelect
          label="Prestation"
          placeholder="Toutes"
          data={options(PRICED_MISSION_KIND_LABELS)}
          value={rule.missionKinds}
          onChange={(values) => set({ missionKinds: values as TariffRuleInput['missionKinds'] })}
        />
        <MultiSelect
          label="Lieu"
          placeholder="Tous"
          data={options(PLACE_KIND_LABELS)}
          value={rule.placeKinds}
          onChange={(values) => set({ placeKinds: values as TariffRuleInput['placeKinds'] })}
        />
        <MultiSelect
          label="Horaire"
          placeholder="Toujours"
          data={options(TIME_BAND_LABELS)}
          value={rule.timeBands}
          onChange={(values) => set({ timeBands: values as TariffRuleInput['timeBands'] })}
        />
        <MultiSelect
          label="Véhicule"
          placeholder="Tous"
          data={options(VEHICLE_CATEGORY_LABELS)}
          value={rule.vehicleCategories}
          onChange={(values) => set({ vehicleCategories: values as TariffRuleInput['vehicleCategories'] })}
        />
        <NumberInput
          label="Prix plancher HT (€)"
          decimalScale={2}
          decimalSeparator=","
          min={0}
          value={euros(rule.floorCents)}
          onChange={(value) => set({ floorCents: value === '' ? null : cents(value) })}
        />
        <NumberInput
          label="Poids au-delà de (kg)"
          min={0}
          allowDecimal={false}
          value={rule.minWeightKg ?? ''}
          onChange={(value) => set({ minWeightKg: value === '' ? null : Number(value) })}
        />
        <NumberInput
          label="Poids jusqu’à (kg)"
          min={0}
          allowDecimal={false}
          value={rule.maxWeightKg ?? ''}
          onChange={(value) => set({ maxWeightKg: value === '' ? null : Number(value) })}
        />
      </SimpleGrid>
    </Card>
  );
}
