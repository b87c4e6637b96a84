import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FOLDERS_TOPIC } from '@plateau/contracts';
import { subscribeTopic } from '../../../lib/websocket.ts';
import { CALENDAR_KEY } from '../api/get-calendar.ts';

/** Folder events (assignments, steps, new missions, from anyone) reload the calendar, at most once a second. */
export function useLiveCalendar() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribeTopic(FOLDERS_TOPIC, () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
      }, 1_000);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
