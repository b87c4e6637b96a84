import { Button, FileButton, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { driverStepButtons, latestStep, MissionStepCode, type DriverMission } from '@plateau/contracts';
import { sendPhoto } from '../actions.ts';
import { compressPhoto } from '../../lib/compress-photo.ts';
import { useShell } from './shell.tsx';

/** Photos from the camera, several per step, each labelled with its step, compressed before leaving. */
export function PhotosPanel({ mission }: { mission: DriverMission }) {
  const { pending } = useShell();
  const [step, setStep] = useState<string>(latestStep(mission.steps) ?? 'received');
  const [busy, setBusy] = useState(false);
  const waiting = pending.filter((a) => a.missionId === mission.id && a.kind === 'photo').length;

  const take = async (files: File[]) => {
    setBusy(true);
    try {
      for (const file of files)
        await sendPhoto(mission.id, step as MissionStepCode, await compressPhoto(file));
    } finally {
      setBusy(false);
    }
  };

  if (!mission.onTheRoad) return <Text c="dimmed">La mission est terminée.</Text>;
  return (
    <Stack gap="sm">
      <Select
        label="Étape photographiée"
        size="lg"
        data={MissionStepCode.map((code) => ({ value: code, label: driverStepButtons[code] }))}
        value={step}
        onChange={(value) => value && setStep(value)}
        allowDeselect={false}
      />
      <FileButton onChange={(files) => void take(files)} accept="image/*" multiple capture="environment">
        {(props) => (
          <Button
            {...props}
            size="xl"
            h={80}
            disabled={busy}
            leftSection={busy ? <Loader size="sm" /> : null}
          >
            Prendre une photo
          </Button>
        )}
      </FileButton>
      <Text size="lg" data-testid="photo-count">
        {mission.photoCount} document{mission.photoCount > 1 ? 's' : ''} dans le dossier
        {waiting > 0 ? ` · ${waiting} photo${waiting > 1 ? 's' : ''} en attente d'envoi` : ''}
      </Text>
    </Stack>
  );
}
