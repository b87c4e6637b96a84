import { useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmYesNo } from '../../../../components/confirm-dialog.tsx';

export const UNSAVED_CONFIRMATION = {
  title: 'Modifications non sauvegardées',
  text: 'Les modifications du dossier ne sont pas sauvegardées. Quitter le dossier sans les sauvegarder ?',
};

/** Leaving the folder with unsaved edits asks first (spec 2 §4 Save flow). */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmYesNo(UNSAVED_CONFIRMATION).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useWindowEvent('beforeunload', (event) => {
    if (dirty) event.preventDefault();
  });
}
