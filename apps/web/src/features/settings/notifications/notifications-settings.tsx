import { Stack } from '@mantine/core';
import type { NotificationConfigurationsPatch } from '@plateau/contracts';
import { useAccount } from '../../../lib/account.ts';
import { useNotificationConfigurations, useSaveNotificationConfigurations } from '../api/notifications.ts';
import { CustomerSmsForm } from './customer-sms-form.tsx';
import { EventRules } from './event-rules.tsx';
import { RuleMatches, SmsJournal } from './notification-journals.tsx';

/** 'Paramétrage des notifications' (spec 3 §2) of the current account or of a managed one. */
export function NotificationsSettings({ accountId }: { accountId?: number }) {
  const { data: me } = useAccount();
  const id = accountId ?? me?.id ?? 0;
  const list = useNotificationConfigurations(me ? id : undefined);
  const save = useSaveNotificationConfigurations(id);
  const run = (patch: Partial<NotificationConfigurationsPatch>, done: () => void) =>
    save.mutate(patch, { onSuccess: done });
  const entries = list.data ?? [];
  return (
    <Stack gap="md" maw={1100}>
      <CustomerSmsForm
        configurations={entries.filter((c) => c.missionType !== null)}
        saving={save.isPending}
        onSave={(changed, done) => run({ changed }, done)}
      />
      <EventRules rules={entries.filter((c) => c.missionType === null)} saving={save.isPending} save={run} />
      {me && <RuleMatches accountId={id} />}
      {me && <SmsJournal accountId={id} />}
    </Stack>
  );
}
