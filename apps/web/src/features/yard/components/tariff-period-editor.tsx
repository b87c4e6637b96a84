import { Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  YARD_CATEGORIES,
  YARD_CATEGORY_LABELS,
  type YardCategory,
  type YardFeeRates,
  type YardTariffPeriod,
} from '@plateau/contracts';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { DAY_DISPLAY_FORMAT } from '../../../lib/dates.ts';
import { useSaveTariffPeriod } from '../api/yard-tariffs.ts';

const FEES: { key: keyof YardFeeRates; label: string }[] = [
  { key: 'immobilisationCents', label: 'Immobilisation' },
  { key: 'operationsPrealablesCents', label: 'Opérations préalables' },
  { key: 'enlevementCents', label: 'Enlèvement' },
  { key: 'gardeJournaliereCents', label: 'Garde / jour' },
  { key: 'expertiseCents', label: 'Expertise' },
];

/** Euros typed (« 127,65 ») to cents, or null when left empty (no maximum, not charged). */
const toCents = (value: string | number) =>
  value === '' ? null : Math.round(Number(String(value).replace(',', '.')) * 100);

/**
 * One period of the tariff table, in euros TTC per category and fee: read-only for an operator; an administrator
 * edits the rates, or starts a new period (a new arrêté) from a later day, past stays keeping their rates.
 */
export function TariffPeriodEditor({ period, editable }: { period: YardTariffPeriod; editable: boolean }) {
  const [draft, setDraft] = useState(period);
  const save = useSaveTariffPeriod();
  const setRate = (category: YardCategory, key: keyof YardFeeRates, value: string | number) =>
    setDraft((current) => ({
      ...current,
      rates: { ...current.rates, [category]: { ...current.rates[category], [key]: toCents(value) } },
    }));
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <DateInput
          label="À partir du"
          valueFormat={DAY_DISPLAY_FORMAT}
          value={draft.from}
          readOnly={!editable}
          onChange={(day) => setDraft({ ...draft, from: day ? day.slice(0, 10) : '' })}
          w={200}
        />
        <TextInput
          label="Source (arrêté)"
          value={draft.source}
          readOnly={!editable}
          onChange={(e) => setDraft({ ...draft, source: e.currentTarget.value })}
          style={{ flex: 1, minWidth: 240 }}
        />
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label="Tarifs de la période">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Catégorie</Table.Th>
              {FEES.map((fee) => (
                <Table.Th key={fee.key}>{fee.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {YARD_CATEGORIES.map((category) => (
              <Table.Tr key={category}>
                <Table.Td>{YARD_CATEGORY_LABELS[category]}</Table.Td>
                {FEES.map((fee) => {
                  const cents = draft.rates[category][fee.key];
                  return (
                    <Table.Td key={fee.key}>
                      <NumberInput
                        aria-label={`${fee.label} — ${YARD_CATEGORY_LABELS[category]}`}
                        value={cents === null ? '' : cents / 100}
                        readOnly={!editable}
                        decimalScale={2}
                        fixedDecimalScale
                        decimalSeparator=","
                        min={0}
                        hideControls
                        suffix=" €"
                        placeholder="—"
                        onChange={(value) => setRate(category, fee.key, value)}
                        w={110}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable ? (
        <Group justify="flex-end">
          <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
            Enregistrer la période
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Seul un administrateur modifie les tarifs.
        </Text>
      )}
    </Stack>
  );
}
