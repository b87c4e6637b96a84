import { Stack } from '@mantine/core';
import type { Thing } from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/notify.tsx';
import { useAccount } from '../../../lib/account.ts';
import { useAddressSearch } from '../../../lib/use-address-search.ts';
import { useDeleteThing, useThingAccounts, useThings } from '../api/things.ts';
import { ThingFilters } from '../components/thing-filters.tsx';
import { ThingModal } from '../components/thing-modal.tsx';
import { ThingTable } from '../components/thing-table.tsx';
import { pageInRange, parseThingSearch, thingSearchParams } from '../model/thing-search.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

/** 'Mes objets' (spec 1 §2): connected objects, their health and position. */
export function Component() {
  const { search, update } = useAddressSearch(parseThingSearch, thingSearchParams);
  const isSupervisor = useAccount().data?.isSupervisor ?? false;
  const accounts = useThingAccounts(isSupervisor).data;
  const things = useThings(search);
  const remove = useDeleteThing();
  const [editing, setEditing] = useState<Thing | null>(null);
  // The total changed (a live refresh, a deletion): stay on this page unless it is now empty.
  const total = things.isPlaceholderData ? undefined : things.data?.total;
  const inRange = total === undefined ? search.page : pageInRange(search.page, search.size, total);
  useEffect(() => {
    if (inRange !== search.page) update({ page: inRange });
  });

  const onDelete = async (thing: Thing) => {
    if (!(await confirmDelete())) return;
    remove.mutate(thing.id, {
      onSuccess: () => notifySuccess('Action réalisée !', "L'objet a bien été supprimé !"),
    });
  };

  return (
    <Stack gap="md">
      <ThingFilters
        search={search}
        accounts={isSupervisor ? (accounts ?? []) : undefined}
        onChange={(filters) => update({ ...filters, page: 1 })}
        onRefresh={() => void things.refetch()}
      />
      <ThingTable
        data={things.data}
        fetching={coversRows(things)}
        search={search}
        isSupervisor={isSupervisor}
        onPage={(page, size) => update({ page, size })}
        onEdit={setEditing}
        onDelete={(thing) => void onDelete(thing)}
      />
      {editing && (
        <ThingModal
          thing={editing}
          accounts={isSupervisor ? (accounts ?? []) : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
