import { useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmLeave } from '../confirm-stay.tsx';

export const UNSAVED_CONFIRMATION = {
  title: 'Modifications non enregistrées',
  text: 'Les modifications du dossier ne sont pas enregistrées. Quitter le dossier sans les enregistrer ?',
  stay: 'Rester sur le dossier',
  leave: 'Quitter sans enregistrer',
};

/** Leaving the folder with unsaved edits asks first (spec 2 §4 Save flow); staying is the default. */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeave(UNSAVED_CONFIRMATION).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });
}
