import { Autocomplete, Button, FileButton, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  missingPhotoSlots,
  PHOTO_SKIP_REASONS,
  photoSlotLabels,
  type ConditionStage,
  type PhotoSlot,
} from '@plateau/contracts';
import { useState } from 'react';
import { sendConditionPhoto } from '../actions.ts';
import { compressPhoto } from '../../lib/compress-photo.ts';
import { WRAPPING_BUTTON } from '../../components/wrapping-button.ts';

interface ConditionPhotosProps {
  missionId: number;
  stage: ConditionStage;
  required: PhotoSlot[];
  taken: PhotoSlot[];
  onTaken: (slot: PhotoSlot) => void;
  skipReason: string;
  onSkipReason: (reason: string) => void;
}

/** The required photos, one big slot each (camera, compressed, queued); why some miss, if they do. */
export function ConditionPhotos(props: ConditionPhotosProps) {
  const [busy, setBusy] = useState<PhotoSlot | null>(null);
  const missing = missingPhotoSlots(props.required, props.taken);
  const take = async (slot: PhotoSlot, file: File | null) => {
    if (!file) return;
    setBusy(slot);
    try {
      await sendConditionPhoto(props.missionId, props.stage, slot, await compressPhoto(file));
      props.onTaken(slot);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>Photos obligatoires</Text>
      <SimpleGrid cols={2} spacing="xs">
        {props.required.map((slot) => {
          const done = props.taken.includes(slot);
          return (
            <FileButton
              key={slot}
              onChange={(file) => void take(slot, file)}
              accept="image/*"
              capture="environment"
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  size="lg"
                  h={64}
                  px={6}
                  color={done ? 'teal' : undefined}
                  variant={done ? 'light' : 'default'}
                  loading={busy === slot}
                  data-testid={`photo-slot-${slot}`}
                  styles={WRAPPING_BUTTON.styles}
                >
                  {done ? '✓ ' : '📷 '}
                  {photoSlotLabels[slot]}
                </Button>
              )}
            </FileButton>
          );
        })}
      </SimpleGrid>
      {missing.length > 0 && (
        <Autocomplete
          label="Photos manquantes : pourquoi ?"
          description="Sans toutes les photos, « Départ des lieux » demande une raison."
          size="lg"
          data={[...PHOTO_SKIP_REASONS]}
          value={props.skipReason}
          onChange={props.onSkipReason}
          maxLength={200}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </Stack>
  );
}
