import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACCOUNT_EVENTS_TOPIC } from '@plateau/contracts';
import { notifyFailure, notifySuccess } from '../../components/notify.tsx';
import { alarmsQueryKey } from '../../features/alarms/api/get-alarms.ts';
import { useSession } from '../../lib/use-session.ts';
import { liveConnection } from '../../lib/websocket.ts';
import { toastOf } from '../live-events.ts';
import {
  importRefusedElsewhere,
  takeSentFileOfWhenAnswered,
} from '../../features/folders/model/imports-sent-here.ts';

/** One live connection while signed in, on the current token: a refresh reconnects with the new one. */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useSession()?.accessToken ?? null;

  useEffect(() => {
    if (token) liveConnection.connect(token);
  }, [token]);

  useEffect(() => () => liveConnection.close(), []);

  useEffect(
    () =>
      liveConnection.subscribe(ACCOUNT_EVENTS_TOPIC, (event) => {
        void queryClient.invalidateQueries({ queryKey: alarmsQueryKey });
        if (event.importId !== undefined) {
          // A refused CSV import: its problems, all of them, in a window the user closes, in the
          // tab that sent the file; the account's other screens get a toast.
          const { title = 'Import refusé', message = '' } = event;
          const importId = event.importId;
          void takeSentFileOfWhenAnswered(message).then(async (sentHere) => {
            if (!sentHere) {
              notifyFailure(title, importRefusedElsewhere(message));
              return;
            }
            const dialog = await import(
              '../../features/folders/components/imports/import-problems-dialog.tsx'
            );
            dialog.openImportProblems(importId, title, message);
          });
          return;
        }
        const toast = toastOf(event);
        if (toast?.kind === 'success') notifySuccess(toast.title, toast.message);
        if (toast?.kind === 'failure') notifyFailure(toast.title, toast.message);
      }),
    [queryClient],
  );
}
