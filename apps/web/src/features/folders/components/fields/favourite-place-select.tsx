import { Select } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { FavouritePlace, Place } from '@plateau/contracts';
import { useAccount } from '../../../../lib/account.ts';
import { useFavouritePlaces } from '../../api/get-favourite-places.ts';

type PlaceValue = Partial<Place>;

/** The favourite's fields as a folder place: the row's own (id, name, read-only) left out. */
export function placeFromFavourite(
  favourite: FavouritePlace,
  current: PlaceValue | null | undefined,
): PlaceValue {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { id, name, readOnly, ...place } = favourite;
  return { ...place, date: current?.date ?? null };
}

/** 'Lieu favori': fills the destination from one of the account's favourite places ('Mes destinations'). */
export function FavouritePlaceSelect(props: {
  value: PlaceValue | null | undefined;
  onChange: (place: PlaceValue) => void;
}) {
  const nature = useAccount().data?.businessNature;
  const places = useFavouritePlaces(nature === 'DEPANNEUR' || nature === 'MISSION');
  if (!places?.length) return null;
  return (
    <Select
      label="Lieu favori"
      placeholder="Choisir un lieu favori"
      leftSection={<IconStar size={16} />}
      data={places.map((place) => ({
        value: String(place.id),
        label: [place.label, place.city].filter(Boolean).join(' - '),
      }))}
      value={null}
      onChange={(id) => {
        const chosen = places.find((place) => String(place.id) === id);
        if (chosen) props.onChange(placeFromFavourite(chosen, props.value));
      }}
      searchable
      clearable={false}
      mb="xs"
    />
  );
}
