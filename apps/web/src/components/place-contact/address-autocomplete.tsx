import { Autocomplete, Loader } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { addressText, applySuggestion, isUnlocated, keepFreeText, type PlaceValue } from './place-value.ts';
import { useAddressSuggestions } from './use-address-suggestions.ts';

interface AddressAutocompleteProps {
  place: PlaceValue;
  onChange: (next: PlaceValue) => void;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  /** What the form refuses about the address (a required one left empty). */
  error?: string;
  /** Said while typing an address the address service does not know (never blocks saving). */
  notFoundMessage?: string;
}

const UNLOCATED_MESSAGE = 'Adresse non géolocalisée : le texte saisi est conservé tel quel';
export const ADDRESS_NOT_FOUND_MESSAGE = "Adresse introuvable : elle n'aura pas de position sur la carte";
const SERVICE_DOWN_MESSAGE =
  "Le service d'adresses ne répond pas : l'adresse saisie sera conservée telle quelle";

/** The address field: suggestions from the national address base; other text is kept as a free description. */
export function AddressAutocomplete({
  place,
  onChange,
  label,
  required,
  readOnly,
  error,
  notFoundMessage = ADDRESS_NOT_FOUND_MESSAGE,
}: AddressAutocompleteProps) {
  const current = addressText(place);
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  const [editing, setEditing] = useState(false);
  // Choosing an option also writes its label into the input: that is not typing.
  const chosen = useRef(false);
  // The place changed from outside (a reload, another field): show its address.
  if (current !== shown) {
    setShown(current);
    setText(current);
  }
  const { suggestions, failed, loading, notFound } = useAddressSuggestions(text, editing && !readOnly);
  const options = suggestions.map((suggestion, index) => ({
    value: String(index),
    label: suggestion.label ?? '',
  }));

  const choose = (value: string) => {
    const suggestion = suggestions[Number(value)];
    if (!suggestion) return;
    chosen.current = true;
    setEditing(false);
    onChange(applySuggestion(place, suggestion, text));
  };
  const leave = () => {
    if (editing && text !== current) onChange(keepFreeText(place, text));
    setEditing(false);
  };

  return (
    <Autocomplete
      label={label}
      withAsterisk={required}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      value={text}
      onChange={(next) => {
        if (chosen.current) {
          chosen.current = false;
          return;
        }
        setText(next);
        setEditing(true);
      }}
      data={options}
      // The server has already chosen and ordered the matches.
      filter={({ options: all }) => all}
      onOptionSubmit={choose}
      onBlur={leave}
      placeholder={readOnly ? undefined : 'Saisir une adresse…'}
      leftSection={<IconMapPin size={16} />}
      rightSection={loading ? <Loader size={14} /> : null}
      error={error ?? (isUnlocated(place) && !editing ? UNLOCATED_MESSAGE : undefined)}
      description={
        failed && editing ? SERVICE_DOWN_MESSAGE : notFound && editing ? notFoundMessage : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={notFound && editing ? { description: { color: 'var(--mantine-color-orange-9)' } } : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
