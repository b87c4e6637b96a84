import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CalendarMission, CalendarTruck } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';
import { blockLabel } from '../model/blocks.ts';

interface PlanModalProps {
  mission: CalendarMission | null;
  trucks: CalendarTruck[];
  defaultDate: string;
  onClose: () => void;
  onSubmit: (mission: CalendarMission, truck: CalendarTruck, dateTime: string) => Promise<unknown>;
}

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** The keyboard's way to plan or move a mission: a truck and a time, instead of a drag. */
export function PlanModal({ mission, trucks, defaultDate, onClose, onSubmit }: PlanModalProps) {
  return (
    <Modal opened={mission !== null} onClose={onClose} title="Planifier la mission" centered>
      {mission && (
        <PlanForm
          key={mission.id}
          mission={mission}
          trucks={trucks}
          defaultDate={defaultDate}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

function PlanForm({
  mission,
  trucks,
  defaultDate,
  onClose,
  onSubmit,
}: PlanModalProps & { mission: CalendarMission }) {
  const initial = mission.missionDateTime ? dayjs(mission.missionDateTime) : dayjs(`${defaultDate}T08:00`);
  const [truckId, setTruckId] = useState<string | null>(mission.truckId ? String(mission.truckId) : null);
  const [when, setWhen] = useState(initial.format(INPUT_FORMAT));
  const [busy, setBusy] = useState(false);
  const truck = trucks.find((t) => String(t.id) === truckId);
  const valid = truck !== undefined && dayjs(when, INPUT_FORMAT).isValid() && when !== '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        setBusy(true);
        onSubmit(mission, truck, dayjs(when).toISOString())
          .then(onClose)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{blockLabel(mission)}</Text>
        <Select
          label="Camion"
          placeholder="Choisissez un camion"
          data={trucks.map((t) => ({
            value: String(t.id),
            label: `${t.name}${t.driver ? ` (${t.driver.name})` : ''} — ${t.statusLabel}`,
          }))}
          value={truckId}
          onChange={setTruckId}
          searchable
          required
          data-autofocus
        />
        <TextInput
          label="Date et heure"
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.currentTarget.value)}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={!valid} loading={busy}>
            Affecter
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
