import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  DamageKind,
  damageKindLabels,
  DamageView,
  damageViewLabels,
  type DamageMark,
} from '@plateau/contracts';
import { keyboardZones } from './geometry.ts';

/** Where the new mark goes: a tapped point, or (without a pointer) a view and a zone picked in lists. */
export type MarkDraft = { view: DamageView; x: number; y: number } | { view: DamageView; fromList: true };

interface MarkFormProps {
  draft: MarkDraft | null;
  onCancel: () => void;
  onAdd: (mark: Omit<DamageMark, 'id' | 'photoId'>) => void;
}

/** The small form a tap opens: the kind of damage (four big buttons) and an optional note. */
export function MarkForm({ draft, onCancel, onAdd }: MarkFormProps) {
  const [kind, setKind] = useState<DamageKind | null>(null);
  const [note, setNote] = useState('');
  const [view, setView] = useState<DamageView>('top');
  const [zone, setZone] = useState<string>('c');
  const [prevDraft, setPrevDraft] = useState<MarkDraft | null>(null);
  if (draft !== prevDraft) {
    // a new tap starts a blank form
    setPrevDraft(draft);
    setKind(null);
    setNote('');
    if (draft) setView(draft.view);
  }
  const fromList = draft !== null && 'fromList' in draft;

  const add = () => {
    if (!draft || !kind) return;
    const picked = keyboardZones.find((z) => z.value === zone) ?? keyboardZones[4];
    const place = 'fromList' in draft ? { view, x: picked.x, y: picked.y } : draft;
    onAdd({ view: place.view, x: place.x, y: place.y, kind, note: note.trim() || null });
  };

  return (
    <Modal opened={draft !== null} onClose={onCancel} title="Nouveau dommage" centered size="sm">
      <Stack gap="sm">
        {fromList && (
          <>
            <Select
              label="Vue du véhicule"
              size="lg"
              data={DamageView.map((v) => ({ value: v, label: damageViewLabels[v] }))}
              value={view}
              onChange={(value) => value && setView(value as DamageView)}
              allowDeselect={false}
            />
            <Select
              label="Emplacement"
              size="lg"
              data={keyboardZones.map((z) => ({ value: z.value, label: z.label }))}
              value={zone}
              onChange={(value) => value && setZone(value)}
              allowDeselect={false}
            />
          </>
        )}
        <SimpleGrid cols={2} spacing="xs" role="radiogroup" aria-label="Type de dommage">
          {DamageKind.map((k) => (
            <Button
              key={k}
              size="lg"
              role="radio"
              aria-checked={kind === k}
              variant={kind === k ? 'filled' : 'default'}
              onClick={() => setKind(k)}
            >
              {damageKindLabels[k]}
            </Button>
          ))}
        </SimpleGrid>
        <TextInput
          label="Remarque (facultative)"
          size="lg"
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group grow>
          <Button size="lg" variant="default" onClick={onCancel}>
            Annuler
          </Button>
          <Button size="lg" onClick={add} disabled={!kind}>
            Ajouter
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
