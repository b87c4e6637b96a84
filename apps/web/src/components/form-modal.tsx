import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef } from 'react';

export interface StayOrLeave {
  title: string;
  text: string;
  /** The button that keeps the user's work: focused, so Enter never discards by accident. */
  stay: string;
  leave: string;
}

/** Asks before work is discarded; resolves true only when the user chose to leave. */
export function confirmLeave({ title, text, stay, leave }: StayOrLeave): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: leave, cancel: stay },
      confirmProps: { color: 'red', variant: 'light' },
      cancelProps: { 'data-autofocus': true, variant: 'filled' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export const DISCARD_EDITS: StayOrLeave = {
  title: 'Abandonner la saisie ?',
  text: 'Les informations saisies seront perdues : elles ne sont pas enregistrées.',
  stay: 'Continuer la saisie',
  leave: 'Abandonner',
};

/**
 * Closing a window whose form holds edits (Escape, the cross, a click outside, « Annuler ») asks
 * first, as the new folder does (issue 20 §4.10); an untouched form closes at once.
 */
export function useGuardedClose(dirty: boolean, onClose: () => void, question = DISCARD_EDITS) {
  const asking = useRef(false);
  return async () => {
    if (asking.current) return;
    if (dirty) {
      asking.current = true;
      const leave = await confirmLeave(question);
      asking.current = false;
      if (!leave) return;
    }
    onClose();
  };
}

/** A value without its empty fields (null, '' or missing are all « nothing typed »), keys sorted. */
const normalized = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, normalized(v)]),
    );
  }
  return value;
};

/** Whether the user changed anything since the form opened: emptied fields count as untouched ones. */
export const isEdited = (initial: unknown, current: unknown) =>
  JSON.stringify(normalized(initial)) !== JSON.stringify(normalized(current));
