import { Badge, Group, Tabs, Text } from '@mantine/core';
import { businessNatureLabels } from '@plateau/contracts';
import { useParams, useSearchParams } from 'react-router';
import { AccountSettings } from '../account/account-settings.tsx';
import { AccountingSettings } from '../accounting/accounting-settings.tsx';
import { useAccountDetail } from '../api/account-detail.ts';
import { ConnectorsSettings } from '../connectors/connectors-settings.tsx';
import { UsersSettings } from '../users/users-settings.tsx';
import { ReportsSettings } from '../reports/reports-settings.tsx';
import { NotificationsSettings } from '../notifications/notifications-settings.tsx';

const TABS = ['Compte', 'Utilisateurs', 'Notifications', 'Connecteurs', 'Rapports', 'Comptabilité'] as const;

/** /accounts/{id} (spec 3 §2): the settings screens of a managed account, as tabs; the tab is in the address. */
export function Component() {
  const accountId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'Compte';
  const { data: account } = useAccountDetail(Number.isInteger(accountId) ? accountId : undefined);
  return (
    <Tabs
      value={tab}
      onChange={(next) => setParams({ tab: next ?? 'Compte' }, { replace: true })}
      keepMounted={false}
    >
      {account && (
        <Group gap="sm" mb="sm">
          <Text fw={600}>{account.name}</Text>
          <Badge variant="light">{businessNatureLabels[account.businessNature]}</Badge>
          {!account.active && <Badge color="gray">Désactivé</Badge>}
        </Group>
      )}
      <Tabs.List mb="md">
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="Compte">
        <AccountSettings accountId={accountId} />
      </Tabs.Panel>
      <Tabs.Panel value="Utilisateurs">
        <UsersSettings accountId={accountId} />
      </Tabs.Panel>
      <Tabs.Panel value="Notifications">
        <NotificationsSettings accountId={accountId} />
      </Tabs.Panel>
      <Tabs.Panel value="Connecteurs">
        <ConnectorsSettings accountId={accountId} />
      </Tabs.Panel>
      <Tabs.Panel value="Rapports">
        <ReportsSettings accountId={accountId} />
      </Tabs.Panel>
      <Tabs.Panel value="Comptabilité">
        <AccountingSettings accountId={accountId} />
      </Tabs.Panel>
    </Tabs>
  );
}
