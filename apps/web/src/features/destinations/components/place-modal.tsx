import { Modal, Stack, Text } from '@mantine/core';
import {
  PLACE_LABEL_REQUIRED_MESSAGE,
  type FavouritePlace,
  type FavouritePlaceInput,
} from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify.tsx';
import { PlaceContactPanel } from '../../../components/place-contact/place-contact-panel.tsx';
import { placeErrors, type PlaceValue } from '../../../components/place-contact/place-value.ts';
import { ModalButtons } from './modal-buttons.tsx';
import { useSavePlace } from '../api/places.ts';
import { isEdited, useGuardedClose } from '../../../components/form-modal.tsx';

interface PlaceModalProps {
  /** null: a new place. */
  place: FavouritePlace | null;
  onClose: () => void;
}

type Editable = PlaceValue & { name?: string; readOnly?: boolean };

/** What the server takes: the panel's fields, without the row's own (id, name, read-only). */
function inputOf(value: Editable): FavouritePlaceInput {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { id, date, name, readOnly, ...fields } = value;
  return { ...fields, label: fields.label?.trim() ?? '' };
}

/** 'Lieu favori': the shared place / contact panel; the label is required. */
export function PlaceModal({ place, onClose }: PlaceModalProps) {
  const [value, setValue] = useState<Editable>(place ?? {});
  const [tried, setTried] = useState(false);
  const edited = isEdited(place ?? {}, value);
  const requestClose = useGuardedClose(edited, onClose);
  // An existing place left as it was: no call (issue 20 §2).
  const unchanged = place !== null && !edited;
  const save = useSavePlace();
  const labelMissing = !value.label?.trim();
  const invalid = labelMissing || Object.keys(placeErrors(value)).length > 0;
  const submit = () => {
    setTried(true);
    if (invalid || unchanged) return;
    save.mutate(
      { id: place?.id ?? null, place: inputOf(value) },
      {
        onSuccess: () => {
          notifySuccess('Action réussie', 'Le lieu a bien été enregistré !');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={() => void requestClose()} title="Lieu favori" size="xl" centered>
      <Stack gap="sm">
        <PlaceContactPanel value={value} onChange={setValue} required={['label']} />
        {tried && labelMissing && (
          <Text c="red" size="sm" role="alert">
            {PLACE_LABEL_REQUIRED_MESSAGE}
          </Text>
        )}
        <ModalButtons
          onCancel={() => void requestClose()}
          onConfirm={submit}
          loading={save.isPending}
          unchanged={unchanged}
        />
      </Stack>
    </Modal>
  );
}
