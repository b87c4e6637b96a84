import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { TRUCK_TEXT_MAX_LENGTH } from '@plateau/contracts';
import { useState } from 'react';
import { useAccount } from '../../../lib/account.ts';
import { useAddressSearch } from '../../../lib/use-address-search.ts';
import { useFleetTrucks } from '../api/get-fleet-trucks.ts';
import { useSynchronizeTrucks } from '../api/synchronize-trucks.ts';
import { TruckTable } from '../components/truck-table.tsx';
import { fleetSearchParams, parseFleetSearch } from '../model/fleet-search.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

/** 'Mes véhicules' (spec 1 §2): the fleet, a search, and the Webfleet synchronisation. */
export function Component() {
  const { search, update } = useAddressSearch(parseFleetSearch, fleetSearchParams);
  const trucks = useFleetTrucks(search);
  const synchronize = useSynchronizeTrucks();
  const account = useAccount().data;
  const nature = account?.businessNature;
  // Only operators' administrators synchronise (the server says 403 to anyone else).
  const canSynchronize = (nature === 'MISSION' || nature === 'DEPANNEUR') && account?.role === 'ADMIN';
  const [text, setText] = useState(search.text);
  const searchFor = useDebouncedCallback((value: string) => update({ text: value, page: 1 }), 300);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Rechercher"
          placeholder="Nom, immatriculation, n° de série…"
          leftSection={<IconSearch size={16} />}
          maxLength={TRUCK_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchFor(event.currentTarget.value);
          }}
          w={320}
        />
        {canSynchronize && (
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={synchronize.isPending}
            onClick={() => synchronize.mutate()}
          >
            Synchroniser
          </Button>
        )}
      </Group>
      <TruckTable data={trucks.data} fetching={coversRows(trucks)} search={search} onPage={update} />
    </Stack>
  );
}
