import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReferentialKey } from '@plateau/contracts';
import { useState } from 'react';
import { optionsOf, useReferential } from '../../api/get-referential.ts';
import { ModalFooter } from './modal-footer.tsx';
import { useGuardedClose } from '../../../../components/form-modal.tsx';

export interface MotifAndDetail {
  motif: string;
  detail: string | null;
}

interface MotifModalProps {
  title: string;
  /** The motif comes from this reference list; without one it is typed. */
  motifs?: ReferentialKey;
  motifLabel?: string;
  onSubmit: (value: MotifAndDetail) => void;
  onClose: () => void;
  pending: boolean;
}

/** Refuse, cancel and 'deplacement pour rien': a motif and a detail, 'Valider' / 'Annuler'. */
export function MotifModal({
  title,
  motifs,
  motifLabel = 'Motif',
  onSubmit,
  onClose,
  pending,
}: MotifModalProps) {
  const options = optionsOf(useReferential(motifs ?? 'REFUS', motifs !== undefined));
  const [motif, setMotif] = useState<string | null>(null);
  const [detail, setDetail] = useState('');
  const requestClose = useGuardedClose(!!motif?.trim() || detail.trim() !== '', onClose);
  return (
    <Modal opened onClose={() => void requestClose()} title={title} centered>
      <Stack gap="sm">
        {motifs ? (
          <Select
            label={motifLabel}
            withAsterisk
            data={options}
            value={motif}
            onChange={setMotif}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        ) : (
          <TextInput
            label={motifLabel}
            withAsterisk
            value={motif ?? ''}
            onChange={(event) => setMotif(event.currentTarget.value)}
            data-autofocus
          />
        )}
        <Textarea
          label="Détail"
          value={detail}
          onChange={(event) => setDetail(event.currentTarget.value)}
          autosize
          minRows={3}
        />
        <ModalFooter
          onCancel={() => void requestClose()}
          onConfirm={() => motif && onSubmit({ motif: motif.trim(), detail: detail.trim() || null })}
          disabled={!motif?.trim()}
          loading={pending}
        />
      </Stack>
    </Modal>
  );
}
