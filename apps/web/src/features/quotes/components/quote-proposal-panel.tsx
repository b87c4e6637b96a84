import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalculator } from '@tabler/icons-react';
import {
  PLACE_KIND_LABELS,
  PlaceKindCode,
  PRICED_MISSION_KIND_LABELS,
  PricedMissionKindCode,
  VEHICLE_CATEGORY_LABELS,
  VehicleCategoryCode,
  type QuoteLineInput,
  type QuoteProposalInput,
} from '@plateau/contracts';
import { useState } from 'react';
import { dayjs, PICKER_DATE_FORMAT } from '../../../lib/dates.ts';
import { useQuoteProposal } from '../api/quotes.ts';

const options = <T extends string>(codes: readonly T[], labels: Record<T, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));
const orNullNumber = (value: string | number) => (value === '' ? null : Number(value));

const initialFacts = (): QuoteProposalInput => ({
  customerId: null,
  callAt: dayjs().add(1, 'day').hour(10).minute(0).second(0).toISOString(),
  postcode: null,
  vehicleCategory: 'VL',
  weightKg: null,
  placeKind: 'VILLE',
  missionKind: 'REMORQUAGE',
  km: null,
  onSiteMinutes: null,
  storageDays: null,
});

/**
 * « Proposer depuis la grille »: what the job will be, and the grid's lines for it (each with its
 * rule, its floor and the regulated ceiling), which replace the quote's lines.
 */
export function QuoteProposalPanel({
  customerId,
  onLines,
}: {
  /** The picked customer, whose grid comes before the default one. */
  customerId: number | null;
  onLines: (lines: QuoteLineInput[]) => void;
}) {
  const [facts, setFacts] = useState(initialFacts);
  const [gridName, setGridName] = useState<string | null>(null);
  const proposal = useQuoteProposal();
  const set = (fields: Partial<QuoteProposalInput>) => setFacts((current) => ({ ...current, ...fields }));
  const propose = () =>
    void proposal
      .mutateAsync({ ...facts, customerId })
      .then((answer) => {
        setGridName(answer.gridName);
        onLines(answer.lines);
      })
      .catch(() => undefined);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text fw={600} mb="xs">
        Proposer depuis la grille
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
        <Select
          label="Mission"
          allowDeselect={false}
          data={options(PricedMissionKindCode, PRICED_MISSION_KIND_LABELS)}
          value={facts.missionKind}
          onChange={(value) => value && set({ missionKind: value as QuoteProposalInput['missionKind'] })}
        />
        <Select
          label="Véhicule"
          allowDeselect={false}
          data={options(VehicleCategoryCode, VEHICLE_CATEGORY_LABELS)}
          value={facts.vehicleCategory}
          onChange={(value) =>
            value && set({ vehicleCategory: value as QuoteProposalInput['vehicleCategory'] })
          }
        />
        <Select
          label="Lieu"
          allowDeselect={false}
          data={options(PlaceKindCode, PLACE_KIND_LABELS)}
          value={facts.placeKind}
          onChange={(value) => value && set({ placeKind: value as QuoteProposalInput['placeKind'] })}
        />
        <DateTimePicker
          label="Intervention le"
          valueFormat={PICKER_DATE_FORMAT}
          value={dayjs(facts.callAt).format('YYYY-MM-DD HH:mm:ss')}
          onChange={(next) => next && set({ callAt: dayjs(next).toISOString() })}
        />
        <TextInput
          label="Code postal"
          maxLength={10}
          value={facts.postcode ?? ''}
          onChange={(e) => set({ postcode: e.currentTarget.value.trim() || null })}
        />
        <NumberInput
          label="Poids (kg)"
          min={0}
          allowDecimal={false}
          value={facts.weightKg ?? ''}
          onChange={(v) => set({ weightKg: orNullNumber(v) })}
        />
        <NumberInput
          label="Distance (km)"
          min={0}
          allowDecimal={false}
          value={facts.km ?? ''}
          onChange={(v) => set({ km: orNullNumber(v) })}
        />
        <NumberInput
          label="Temps sur place (min)"
          min={0}
          allowDecimal={false}
          value={facts.onSiteMinutes ?? ''}
          onChange={(v) => set({ onSiteMinutes: orNullNumber(v) })}
        />
        <NumberInput
          label="Jours de gardiennage"
          min={0}
          allowDecimal={false}
          value={facts.storageDays ?? ''}
          onChange={(v) => set({ storageDays: orNullNumber(v) })}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {gridName
            ? `Lignes proposées par : ${gridName}`
            : 'Les lignes proposées remplacent celles du devis.'}
        </Text>
        <Button
          variant="light"
          leftSection={<IconCalculator size={16} />}
          loading={proposal.isPending}
          onClick={propose}
        >
          Proposer les lignes
        </Button>
      </Group>
    </Paper>
  );
}
