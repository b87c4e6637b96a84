import { Button, FileButton } from '@mantine/core';
import { useState } from 'react';
import type { ConditionStage, DamageMark } from '@plateau/contracts';
import { sendMarkPhoto } from '../actions.ts';
import { compressPhoto } from '../../lib/compress-photo.ts';

interface MarkPhotoProps {
  missionId: number;
  stage: ConditionStage;
  mark: DamageMark;
  /** The mark's number on the diagram (1 for the first). */
  number: number;
  /** Taken on this phone, or the server holds one (a pickup mark carried to delivery keeps it). */
  taken: boolean;
  onTaken: (markId: string) => void;
}

/** « Photo du dommage » under a mark: the camera, compressed like the slots' photos, queued with the mark's id. */
export function MarkPhotoButton({ missionId, stage, mark, number, taken, onTaken }: MarkPhotoProps) {
  const [busy, setBusy] = useState(false);
  const take = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      await sendMarkPhoto(missionId, stage, { id: mark.id, number }, await compressPhoto(file));
      onTaken(mark.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(file) => void take(file)} accept="image/*" capture="environment">
      {(buttonProps) => (
        <Button
          {...buttonProps}
          size="lg"
          mih={48}
          color={taken ? 'teal' : undefined}
          variant={taken ? 'light' : 'default'}
          loading={busy}
          aria-label={`Photo du dommage ${number}${taken ? ' (prise)' : ''}`}
          data-testid={`mark-photo-${number}`}
          data-taken={taken ? 'true' : undefined}
        >
          {taken ? '✓ ' : '📷 '}Photo du dommage
        </Button>
      )}
    </FileButton>
  );
}
