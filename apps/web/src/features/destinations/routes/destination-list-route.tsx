import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import type { FavouritePlace } from '@plateau/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/notify.tsx';
import { useAccount } from '../../../lib/account.ts';
import { useDeletePlace, usePlaces, useSynchronizePlaces } from '../api/places.ts';
import { PlaceModal } from '../components/place-modal.tsx';
import { PLACE_PAGE_SIZES, PlaceTable } from '../components/place-table.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

/** Page and page size live in the URL (?page=2&size=25), so the list reloads where it was. */
function usePaging() {
  const [params, setParams] = useSearchParams();
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    size: PLACE_PAGE_SIZES.includes(size) ? size : 10,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    set: (next: number, nextSize: number) =>
      setParams({ page: String(next), size: String(nextSize) }, { replace: true }),
  };
}

/** 'Mes destinations' (spec 1 §2): the account's favourite places. */
export function Component() {
  const places = usePlaces();
  const account = useAccount().data;
  const paging = usePaging();
  const remove = useDeletePlace();
  const synchronize = useSynchronizePlaces();
  const [editing, setEditing] = useState<FavouritePlace | null | undefined>(undefined);

  const onDelete = async (place: FavouritePlace) => {
    if (!(await confirmDelete())) return;
    remove.mutate(place.id, {
      onSuccess: () => notifySuccess('Action réalisée !', 'Le lieu a bien été supprimé !'),
    });
  };
  const onSynchronize = () =>
    synchronize.mutate(undefined, {
      onSuccess: ({ count }) =>
        count > 0
          ? notifySuccess('Mise à jour réussie', `${count} lieu${count > 1 ? 'x' : ''} mis à jour`)
          : notifySuccess('Liste à jour !', 'Les lieux de Nomad sont déjà tous là.'),
    });
  const rows = places.data?.rows ?? [];
  const lastPage = Math.max(1, Math.ceil(rows.length / paging.size));

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {/* The synchronisation rewrites the list: the account's administrators' (403 otherwise). */}
        {account?.isNomad && account.role === 'ADMIN' && (
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={synchronize.isPending}
            onClick={onSynchronize}
          >
            Synchroniser
          </Button>
        )}
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          Nouveau lieu
        </Button>
      </Group>
      <PlaceTable
        places={rows}
        fetching={coversRows(places)}
        page={Math.min(paging.page, lastPage)}
        size={paging.size}
        onPage={paging.set}
        onEdit={setEditing}
        onDelete={(place) => void onDelete(place)}
      />
      {editing !== undefined && <PlaceModal place={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
