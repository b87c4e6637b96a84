import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Customer } from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/notify.tsx';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useAddressSearch } from '../../../lib/use-address-search.ts';
import { useCustomers } from '../api/get-customers.ts';
import { CustomerTable } from '../components/customer-table.tsx';
import { listSearchOf, listSearchParams } from '../model/list-search.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

/** 'Mes clients' (spec 1 §2): search, the table (10/25/50 a page), 'Nouveau client'. */
export function Component() {
  const { search, update } = useAddressSearch(listSearchOf, listSearchParams);
  const [text, setText] = useState(search.text);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== search.text) update({ text: debounced, page: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text drives this
  }, [debounced]);
  const customers = useCustomers({ limit: search.size, page: search.page, order: 'asc', text: search.text });
  const remove = useDeleteCustomer();
  const onDelete = async (customer: Customer) => {
    if (!(await confirmDelete())) return;
    remove.mutate(customer.id, {
      onSuccess: () => notifySuccess('Action réalisée !', 'Le client a bien été supprimé.'),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <TextInput
          placeholder="Rechercher un client (nom, contact, code, ville)"
          aria-label="Rechercher un client"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={360}
        />
        <Button component={Link} to="/customers/new" leftSection={<IconPlus size={16} />}>
          Nouveau client
        </Button>
      </Group>
      <CustomerTable
        data={customers.data}
        fetching={coversRows(customers)}
        page={search.page}
        size={search.size}
        onPage={update}
        onDelete={(customer) => void onDelete(customer)}
      />
    </Stack>
  );
}
