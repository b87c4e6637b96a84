import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  YARD_AUTHORITY_LABELS,
  YARD_CATEGORY_LABELS,
  YARD_REASON_LABELS,
  type YardCondition,
  type YardEntryCreate,
} from '@plateau/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dayjs, PICKER_DATE_FORMAT } from '../../../lib/dates.ts';
import { useCreateEntry, useYardPlaces } from '../api/yard.ts';
import { ConditionFields } from '../components/condition-fields.tsx';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
type Draft = Omit<YardEntryCreate, 'condition'>;

const emptyDraft = (): Draft => ({
  kind: 'FOURRIERE',
  folderId: null,
  authority: 'POLICE_MUNICIPALE',
  officerName: '',
  pvNumber: '',
  reason: 'STATIONNEMENT_GENANT',
  removedAt: new Date().toISOString(),
  vehicleRemoved: true,
  immobilisation: false,
  expertise: false,
  lowValue: false,
  vehicle: {
    plate: '',
    vin: '',
    make: '',
    model: '',
    category: 'VP',
    colour: '',
    mileage: null,
    keysKept: false,
  },
  placeId: null,
  privateDailyCents: null,
  owner: { name: '', address: '', phone: '', email: '' },
});

/** « Entrée en fourrière » (or a private storage): the order, the vehicle, its place and its condition sheet. */
export function Component() {
  const navigate = useNavigate();
  const create = useCreateEntry();
  const places = useYardPlaces().data ?? [];
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [condition, setCondition] = useState<YardCondition>({
    generalState: 'BON',
    marks: [],
    gardienSignature: null,
    ownerSignature: null,
    officerSignature: null,
  });
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setVehicle = (patch: Partial<Draft['vehicle']>) => set({ vehicle: { ...draft.vehicle, ...patch } });
  const fourriere = draft.kind === 'FOURRIERE';
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const entry = await create.mutateAsync({
      ...draft,
      authority: fourriere ? draft.authority : null,
      condition,
    });
    void navigate(`/fourriere/${entry.id}`);
  };
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Stack gap="md" maw={900}>
        <SegmentedControl
          aria-label="Type d’entrée"
          data={[
            { value: 'FOURRIERE', label: 'Fourrière' },
            { value: 'GARDIENNAGE', label: 'Gardiennage privé' },
          ]}
          value={draft.kind}
          onChange={(kind) =>
            set({
              kind: kind as Draft['kind'],
              reason: kind === 'FOURRIERE' ? 'STATIONNEMENT_GENANT' : 'GARDE_ASSUREUR',
            })
          }
        />
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fourriere && (
              <Select
                label="Autorité"
                data={options(YARD_AUTHORITY_LABELS)}
                value={draft.authority}
                allowDeselect={false}
                onChange={(authority) => set({ authority: authority as Draft['authority'] })}
              />
            )}
            <Select
              label="Motif"
              data={options(YARD_REASON_LABELS)}
              value={draft.reason}
              allowDeselect={false}
              onChange={(reason) => set({ reason: reason as Draft['reason'] })}
            />
            {fourriere && (
              <TextInput
                label="Agent"
                value={draft.officerName}
                onChange={(e) => set({ officerName: e.currentTarget.value })}
              />
            )}
            {fourriere && (
              <TextInput
                label="N° de procès-verbal"
                value={draft.pvNumber}
                onChange={(e) => set({ pvNumber: e.currentTarget.value })}
              />
            )}
            <DateTimePicker
              label="Enlèvement le"
              withAsterisk
              valueFormat={PICKER_DATE_FORMAT}
              value={dayjs(draft.removedAt).format('YYYY-MM-DD HH:mm:ss')}
              onChange={(next) => next && set({ removedAt: dayjs(next).toISOString() })}
            />
            <Select
              label="Place"
              clearable
              placeholder="Aucune"
              data={places
                .filter((p) => !p.entryId)
                .map((p) => ({ value: String(p.id), label: `${p.rowLabel}-${p.placeLabel}` }))}
              value={draft.placeId ? String(draft.placeId) : null}
              onChange={(id) => set({ placeId: id ? Number(id) : null })}
            />
            {!fourriere && (
              <NumberInput
                label="Prix journalier (€)"
                min={0}
                decimalScale={2}
                decimalSeparator=","
                placeholder="Tarif du compte"
                value={draft.privateDailyCents === null ? '' : draft.privateDailyCents / 100}
                onChange={(v) =>
                  set({ privateDailyCents: typeof v === 'number' ? Math.round(v * 100) : null })
                }
              />
            )}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Immatriculation"
              withAsterisk
              value={draft.vehicle.plate}
              onChange={(e) => setVehicle({ plate: e.currentTarget.value })}
            />
            <Select
              label="Catégorie"
              data={options(YARD_CATEGORY_LABELS)}
              value={draft.vehicle.category}
              allowDeselect={false}
              onChange={(category) => setVehicle({ category: category as Draft['vehicle']['category'] })}
            />
            <TextInput
              label="Marque"
              value={draft.vehicle.make}
              onChange={(e) => setVehicle({ make: e.currentTarget.value })}
            />
            <TextInput
              label="Modèle"
              value={draft.vehicle.model}
              onChange={(e) => setVehicle({ model: e.currentTarget.value })}
            />
            <TextInput
              label="VIN"
              value={draft.vehicle.vin}
              onChange={(e) => setVehicle({ vin: e.currentTarget.value })}
            />
            <TextInput
              label="Couleur"
              value={draft.vehicle.colour}
              onChange={(e) => setVehicle({ colour: e.currentTarget.value })}
            />
            <NumberInput
              label="Kilométrage"
              min={0}
              thousandSeparator=" "
              value={draft.vehicle.mileage ?? ''}
              onChange={(v) => setVehicle({ mileage: typeof v === 'number' ? v : null })}
            />
            <TextInput
              label="Propriétaire"
              value={draft.owner.name}
              onChange={(e) => set({ owner: { ...draft.owner, name: e.currentTarget.value } })}
            />
          </SimpleGrid>
          <Group mt="sm" gap="lg">
            <Checkbox
              label="Clés conservées"
              checked={draft.vehicle.keysKept}
              onChange={(e) => setVehicle({ keysKept: e.currentTarget.checked })}
            />
            {fourriere && (
              <Checkbox
                label="Expertise"
                checked={draft.expertise}
                onChange={(e) => set({ expertise: e.currentTarget.checked })}
              />
            )}
            {fourriere && (
              <Checkbox
                label="Véhicule de faible valeur"
                checked={draft.lowValue}
                onChange={(e) => set({ lowValue: e.currentTarget.checked })}
              />
            )}
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <ConditionFields value={condition} onChange={setCondition} />
          <Text size="sm" c="dimmed" mt="sm">
            Les photos s’ajoutent une fois l’entrée enregistrée, depuis la fiche du véhicule.
          </Text>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Enregistrer l’entrée
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
