import { Button, Collapse, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconMap } from '@tabler/icons-react';
import { useState } from 'react';
import { dayjs, PICKER_DATE_FORMAT } from '../../lib/dates.ts';
import { AddressAutocomplete } from './address-autocomplete.tsx';
import { PlaceMap } from './place-map.tsx';
import {
  addressText,
  DEFAULT_PLACE_MESSAGES,
  movePosition,
  placeErrors,
  positionOf,
  type PanelField,
  type PlaceMessages,
  type PlaceValue,
} from './place-value.ts';

export interface PlaceContactPanelProps {
  value: PlaceValue | null | undefined;
  onChange: (next: PlaceValue) => void;
  readOnly?: boolean;
  /** Fields marked with an asterisk. */
  required?: readonly PanelField[];
  /** Fields this use of the panel leaves out. */
  hidden?: readonly PanelField[];
  /** Shows the optional date-time, under this label. */
  dateLabel?: string;
  addressLabel?: string;
  messages?: PlaceMessages;
  /** Shown under the address (a required address left empty). */
  addressError?: string;
  /** What the form refuses about a text field, shown under it. */
  fieldErrors?: Partial<Record<TextField, string>>;
  /** Shows the phone and e-mail errors before the fields are left (after a refused save). */
  showErrors?: boolean;
}

export type TextField =
  | 'label'
  | 'companyName'
  | 'zoneId'
  | 'codeInsee'
  | 'contactFirstname'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail';
const TEXT_FIELDS: ReadonlyArray<{ field: TextField; label: string; type?: string }> = [
  { field: 'label', label: 'Libellé' },
  { field: 'companyName', label: 'Société' },
  { field: 'zoneId', label: 'Identifiant de zone' },
  { field: 'codeInsee', label: 'Code INSEE' },
  { field: 'contactFirstname', label: 'Prénom' },
  { field: 'contactName', label: 'Nom' },
  { field: 'contactPhone', label: 'Téléphone', type: 'tel' },
  { field: 'contactEmail', label: 'E-mail', type: 'email' },
];

/** The shared place / contact panel (spec 1 §2): contact, address with suggestions, map, optional date. */
export function PlaceContactPanel(props: PlaceContactPanelProps) {
  const { onChange, readOnly, required = [], hidden = [], dateLabel, addressLabel = 'Adresse' } = props;
  const place = props.value ?? {};
  const [mapOpened, setMapOpened] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<TextField, boolean>>>({});
  const errors = placeErrors(place, props.messages ?? DEFAULT_PLACE_MESSAGES);
  const set = (patch: PlaceValue) => onChange({ ...place, ...patch });
  const move = (lat: number, lng: number) => onChange(movePosition(place, lat, lng));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {TEXT_FIELDS.filter(({ field }) => !hidden.includes(field)).map(({ field, label, type }) => (
          <TextInput
            key={field}
            label={label}
            type={type}
            // Nothing to fill in a read-only panel: no asterisk, and the look of a value, not of a field.
            withAsterisk={!readOnly && required.includes(field)}
            // The assistance company sets the zone; nobody edits it here.
            readOnly={readOnly || field === 'zoneId'}
            variant={readOnly || field === 'zoneId' ? 'filled' : 'default'}
            value={place[field] ?? ''}
            onChange={(event) => set({ [field]: event.currentTarget.value || null })}
            onBlur={() => setTouched((before) => ({ ...before, [field]: true }))}
            error={
              props.fieldErrors?.[field] ??
              ((touched[field] || props.showErrors) && (field === 'contactPhone' || field === 'contactEmail')
                ? errors[field]
                : undefined)
            }
          />
        ))}
      </SimpleGrid>
      {!hidden.includes('address') && (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <AddressAutocomplete
              place={place}
              onChange={onChange}
              label={addressLabel}
              required={!readOnly && required.includes('address')}
              readOnly={readOnly}
              error={props.addressError}
              notFoundMessage={props.messages?.addressNotFound}
            />
          </div>
          <Button
            variant={mapOpened ? 'filled' : 'light'}
            leftSection={<IconMap size={16} />}
            onClick={() => setMapOpened((opened) => !opened)}
            aria-pressed={mapOpened}
          >
            Carte
          </Button>
        </Group>
      )}
      <Collapse expanded={mapOpened}>
        {mapOpened && (
          <PlaceMap
            position={positionOf(place)}
            label={addressText(place)}
            onMove={move}
            readOnly={readOnly}
          />
        )}
      </Collapse>
      {dateLabel && (
        <DateTimePicker
          label={dateLabel}
          withAsterisk={!readOnly && required.includes('date')}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          clearable={!readOnly}
          valueFormat={PICKER_DATE_FORMAT}
          value={place.date ? dayjs(place.date).format('YYYY-MM-DD HH:mm:ss') : null}
          onChange={(next) => set({ date: next ? dayjs(next).toISOString() : null })}
        />
      )}
    </Stack>
  );
}
