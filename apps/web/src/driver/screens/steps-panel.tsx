import { Button, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  canUndoStep,
  DRIVER_WASTED_TRIP_REASONS,
  driverStepButtons,
  latestStep,
  MissionStepCode,
  stepsStillOpen,
  type DriverMission,
} from '@plateau/contracts';
import { pressStep, sendWastedTrip, undoStep } from '../actions.ts';
import { pickupReady } from '../condition-draft.ts';
import { time } from '../format.ts';
import { currentOwner } from '../session.ts';

const useNow = (everyMs: number) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

function WastedTrip({ mission }: { mission: DriverMission }) {
  const [open, setOpen] = useState(false);
  const [motif, setMotif] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  if (mission.kind !== 'INTERVENTION' || !mission.onTheRoad || mission.steps.finished) return null;
  return (
    <>
      <Button size="lg" h={60} variant="outline" color="red" onClick={() => setOpen(true)}>
        Déplacement pour rien
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Déplacement pour rien" centered>
        <Stack>
          <Select
            label="Motif"
            size="lg"
            data={[...DRIVER_WASTED_TRIP_REASONS]}
            value={motif}
            onChange={setMotif}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <Textarea
            label="Précisions"
            size="lg"
            value={detail}
            onChange={(e) => setDetail(e.currentTarget.value)}
            maxLength={500}
          />
          <Button
            size="xl"
            color="red"
            disabled={!motif}
            onClick={() => {
              void sendWastedTrip(mission.id, motif!, detail.trim());
              setOpen(false);
            }}
          >
            Confirmer
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

/** The seven steps, one big button each, in order; the latest one can be undone for 2 minutes. */
export function StepsPanel({ mission }: { mission: DriverMission }) {
  const now = useNow(5_000);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const open = stepsStillOpen(mission.steps);
  const next = mission.onTheRoad ? open[0] : undefined;
  const latest = latestStep(mission.steps);
  const latestAt = latest ? mission.steps[latest]!.dateTime : null;
  const undoable =
    latest && latest !== 'finished' && mission.onTheRoad && latestAt && canUndoStep(new Date(latestAt), now);

  return (
    <Stack gap="xs">
      {MissionStepCode.map((step) => {
        const done = mission.steps[step];
        if (done)
          return (
            <Button
              key={step}
              size="xl"
              h={64}
              color="teal"
              variant="light"
              justify="space-between"
              rightSection={time(done.dateTime)}
            >
              ✓ {driverStepButtons[step]}
            </Button>
          );
        const isNext = step === next;
        // « Départ des lieux » waits for the pickup PV, its photos or why they miss (issue 33).
        const waitsForPv =
          step === 'departureFromDestination' && !pickupReady(localStorage, currentOwner(), mission.id);
        return (
          <Button
            key={step}
            size="xl"
            h={72}
            variant={isNext ? 'filled' : 'default'}
            disabled={!isNext || waitsForPv}
            onClick={() => (step === 'finished' ? setConfirmFinish(true) : void pressStep(mission.id, step))}
          >
            {driverStepButtons[step]}
          </Button>
        );
      })}
      {next === 'departureFromDestination' && !pickupReady(localStorage, currentOwner(), mission.id) && (
        <Text c="orange.8" fw={500} data-testid="pv-required">
          Remplissez et validez le procès-verbal (onglet PV) avant le départ : photos obligatoires ou raison
          de leur absence, signature ou « client absent ».
        </Text>
      )}
      {undoable && (
        <Button size="lg" variant="subtle" color="gray" onClick={() => void undoStep(mission.id, latest)}>
          Annuler « {driverStepButtons[latest]} »
        </Button>
      )}
      <WastedTrip mission={mission} />
      <Modal
        opened={confirmFinish}
        onClose={() => setConfirmFinish(false)}
        title="Terminer la mission ?"
        centered
      >
        <Stack>
          <Text>Une mission terminée ne peut plus être modifiée.</Text>
          {!mission.report && (
            <Text c="orange.8" fw={500}>
              Le rapport n’est pas encore signé : il pourra l’être dans l’onglet Rapport après la fin de la
              mission.
            </Text>
          )}
          <Button
            size="xl"
            onClick={() => {
              void pressStep(mission.id, 'finished');
              setConfirmFinish(false);
            }}
          >
            Oui, terminer
          </Button>
          <Button size="lg" variant="default" onClick={() => setConfirmFinish(false)}>
            Non
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
