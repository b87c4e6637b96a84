import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { YARD_TARIFF_ZONE_LABELS, type YardTariffPeriod, type YardTariffZone } from '@plateau/contracts';
import { useState } from 'react';
import { useAccount } from '../../../lib/account.ts';
import { formatDay } from '../../../lib/dates.ts';
import { useYardTariffs } from '../api/yard.ts';
import { useSaveYardSettings } from '../api/yard-tariffs.ts';
import { TariffPeriodEditor } from '../components/tariff-period-editor.tsx';

const zoneOptions = Object.entries(YARD_TARIFF_ZONE_LABELS).map(([value, label]) => ({ value, label }));
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

function SettingsCard({
  zone,
  privateDailyCents,
  editable,
}: {
  zone: YardTariffZone;
  privateDailyCents: number;
  editable: boolean;
}) {
  const [draft, setDraft] = useState({ zone, privateDailyCents });
  const save = useSaveYardSettings();
  return (
    <Paper withBorder p="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Zone tarifaire"
          data={zoneOptions}
          value={draft.zone}
          allowDeselect={false}
          disabled={!editable}
          onChange={(value) => setDraft({ ...draft, zone: value as YardTariffZone })}
          w={200}
        />
        <NumberInput
          label="Gardiennage privé (par jour, TTC)"
          value={draft.privateDailyCents / 100}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          min={0}
          suffix=" €"
          readOnly={!editable}
          onChange={(value) =>
            setDraft({ ...draft, privateDailyCents: Math.round(Number(value || 0) * 100) })
          }
          w={220}
        />
        {editable && (
          <Button onClick={() => save.mutate(draft)} loading={save.isPending}>
            Enregistrer
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * « Tarifs de la fourrière »: the zone, the private storage price and the tariff table by period (pre-filled
 * with the regulated one of the zone). Every operator reads it; only an administrator edits it.
 */
export function Component() {
  const tariffs = useYardTariffs().data;
  const editable = useAccount().data?.role === 'ADMIN';
  const [selected, setSelected] = useState<string | null>(null);
  const [added, setAdded] = useState<YardTariffPeriod | null>(null);
  if (!tariffs) return null;
  // A new period shows among the saved ones until it is saved itself.
  const periods =
    added && !tariffs.periods.some((p) => p.from === added.from)
      ? [...tariffs.periods, added]
      : tariffs.periods;
  const current = periods.find((p) => p.from === selected) ?? periods[periods.length - 1]!;
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between">
        <Title order={2}>Tarifs de la fourrière</Title>
        {tariffs.national && <Badge variant="light">Tarifs réglementaires</Badge>}
      </Group>
      <SettingsCard key={JSON.stringify(tariffs.settings)} {...tariffs.settings} editable={editable} />
      <Paper withBorder p="md">
        <Group align="flex-end" mb="sm">
          <Select
            label="Période"
            data={periods.map((p) => ({ value: p.from, label: `À partir du ${formatDay(p.from)}` }))}
            value={current.from}
            allowDeselect={false}
            onChange={setSelected}
            w={240}
          />
          {editable && !added && (
            <Button
              variant="light"
              onClick={() => {
                const next = { ...current, from: today(), source: '' };
                setAdded(next);
                setSelected(next.from);
              }}
            >
              Nouvelle période
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          Montants TTC. Un séjour est facturé jour par jour aux tarifs de la période de chaque jour.
        </Text>
        <TariffPeriodEditor
          key={current.from + String(added !== null)}
          period={current}
          editable={editable}
        />
      </Paper>
    </Stack>
  );
}
