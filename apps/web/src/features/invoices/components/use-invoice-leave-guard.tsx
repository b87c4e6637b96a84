import { Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Leaving the invoice with unsaved edits asks first; staying is the default. */
export function useInvoiceLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Modifications non enregistrées',
      centered: true,
      children: <Text size="sm">La facture n’est pas enregistrée. Quitter sans la enregistrer ?</Text>,
      labels: { confirm: 'Quitter sans enregistrer', cancel: 'Rester sur la facture' },
      confirmProps: { color: 'red', variant: 'light' },
      cancelProps: { 'data-autofocus': true },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => blocker.state === 'blocked' && blocker.reset(),
    });
  }, [blocker]);
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });
}
