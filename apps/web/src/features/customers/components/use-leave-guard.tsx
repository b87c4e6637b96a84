import { useWindowEvent } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useBlocker } from 'react-router';

/**
 * Leaving the customer with unsaved edits asks first; staying is the default (as on a folder).
 * Returns `allowLeave`, called before the screen navigates itself (to the created customer).
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Modifications non enregistrées',
      centered: true,
      children: (
        <Text size="sm">
          Les modifications du client ne sont pas enregistrées. Quitter la fiche sans les enregistrer ?
        </Text>
      ),
      labels: { confirm: 'Quitter sans enregistrer', cancel: 'Rester sur la fiche' },
      confirmProps: { color: 'red', variant: 'light' },
      cancelProps: { 'data-autofocus': true, variant: 'filled' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => {
        if (blocker.state === 'blocked') blocker.reset();
      },
    });
  }, [blocker]);
  useWindowEvent('beforeunload', (event) => {
    if (dirty && !allowed.current) event.preventDefault();
  });
  return () => {
    allowed.current = true;
  };
}
