import { Stack } from '@mantine/core';
import type { AccountSummary } from '@plateau/contracts';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { notifyFailure, notifySuccess } from '../../../components/notify.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { openOnBehalf, useAccounts, useDeleteAccount } from '../api/accounts.ts';
import { AccountFilters } from '../components/account-filters.tsx';
import { useAccountSearch } from '../components/account-search.ts';
import { AccountTable } from '../components/account-table.tsx';
import { NewAccountModal } from '../components/new-account-modal.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

/** 'Mes comptes' (spec 1 §2, spec 3 last section): the supervisor's client accounts. */
export function Component() {
  const { search, update, query } = useAccountSearch();
  const accounts = useAccounts(query);
  const remove = useDeleteAccount();
  const [creating, setCreating] = useState(false);

  const onDelete = async (account: AccountSummary) => {
    if (!(await confirmDelete())) return;
    remove.mutate(account.id, {
      onSuccess: () => notifySuccess('Action réalisée !', 'Le compte a bien été supprimé !'),
    });
  };

  // A failure here has no dialog of its own: say it, or the click looks ignored.
  const onOpenOnBehalf = (account: AccountSummary) =>
    openOnBehalf(account.id).catch((error: unknown) => {
      const reason = error instanceof ApiError || error instanceof Error ? error.message : '';
      notifyFailure(
        'Ouverture impossible',
        `Le compte « ${account.name} » n'a pas pu être ouvert${reason ? ` : ${reason}` : '.'}`,
      );
    });

  return (
    <Stack gap="md">
      <AccountFilters
        search={search}
        onChange={update}
        onRefresh={() => void accounts.refetch()}
        onCreate={() => setCreating(true)}
      />
      <AccountTable
        data={accounts.data}
        fetching={coversRows(accounts)}
        search={search}
        onPage={update}
        onOpenOnBehalf={(account) => void onOpenOnBehalf(account)}
        onDelete={(account) => void onDelete(account)}
      />
      {creating && <NewAccountModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
