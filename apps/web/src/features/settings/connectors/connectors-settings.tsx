import { Loader, Tabs } from '@mantine/core';
import { CONNECTOR_KINDS, CONNECTOR_LABELS, type ConnectorKind } from '@plateau/contracts';
import { useState } from 'react';
import { useAccount } from '../../../lib/account.ts';
import { useAccountDetail } from '../api/account-detail.ts';
import { ConnectorForm } from './connector-form.tsx';

/**
 * 'Paramétrage des connecteurs' (spec 3 §2): the current account's, or on /accounts/{id} a managed
 * account's. The Nomad tab only for DEPANNEUR accounts.
 */
export function ConnectorsSettings({ accountId }: { accountId?: number }) {
  const { data: me } = useAccount();
  const id = accountId ?? me?.id;
  const { data: account } = useAccountDetail(id);
  const [tab, setTab] = useState<ConnectorKind>('WEBFLEET');
  if (!account) return <Loader aria-label="Chargement du compte..." />;
  const kinds = CONNECTOR_KINDS.filter((kind) => kind !== 'NOMAD' || account.businessNature === 'DEPANNEUR');
  return (
    <Tabs value={tab} onChange={(next) => setTab((next as ConnectorKind) ?? 'WEBFLEET')} keepMounted={false}>
      <Tabs.List mb="md">
        {kinds.map((kind) => (
          <Tabs.Tab key={kind} value={kind}>
            {CONNECTOR_LABELS[kind]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {kinds.map((kind) => (
        <Tabs.Panel key={kind} value={kind}>
          <ConnectorForm key={`${account.id}-${kind}`} account={account} kind={kind} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
