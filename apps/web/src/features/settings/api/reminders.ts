import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReminderSettings } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const reminderSettingsQuery = queryOptions({
  queryKey: ['reminders', 'settings'] as const,
  queryFn: ({ signal }) => api.get('/api/reminders/settings', { schema: ReminderSettings, signal }),
});

/** GET /api/reminders/settings: the account's steps (the defaults until saved). */
export const useReminderSettings = () => useQuery(reminderSettingsQuery);

/** PUT /api/reminders/settings: every step at once; a refusal is shown by the error dialog. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) =>
      api.put('/api/reminders/settings', settings, { schema: ReminderSettings }),
    meta: { busyLabel: 'Enregistrement des relances…' },
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsQuery.queryKey, saved),
  });
}
