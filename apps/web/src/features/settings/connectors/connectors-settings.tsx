import { Loader, Tabs } from '@mantine/core';
import { CONNECTOR_KINDS, CONNECTOR_LABELS } from '@plateau/contracts';
import { useState } from 'react';
import { useAccount } from '../../../lib/account.ts';
import { useAccountDetail } from '../api/account-detail.ts';
import { ConnectorForm } from './connector-form.tsx';
import { PlatformForm } from './platform-form.tsx';
import { usePlatformSettings } from '../api/platform-settings.ts';
import { usePaymentProviderSettings } from '../api/payment-provider-settings.ts';
import { PaymentProviderForm } from './payment-provider-form.tsx';

const PLATFORM_TAB = 'PLATEFORME';
const PAYMENT_TAB = 'PAIEMENT';

/**
 * 'Paramétrage des connecteurs' (spec 3 §2): the current account's, or on /accounts/{id} a managed
 * account's. The Nomad tab only for DEPANNEUR accounts.
 */
export function ConnectorsSettings({ accountId }: { accountId?: number }) {
  const { data: me } = useAccount();
  const id = accountId ?? me?.id;
  const { data: account } = useAccountDetail(id);
  const [tab, setTab] = useState<string>('WEBFLEET');
  // The approved platform is the signed-in account's own (an invoicing account), not a managed one's.
  const ownInvoicing = !!me && id === me.id && ['MISSION', 'DEPANNEUR'].includes(me.businessNature);
  const platform = usePlatformSettings(ownInvoicing && me.role === 'ADMIN');
  const payment = usePaymentProviderSettings(ownInvoicing && me.role === 'ADMIN');
  if (!account) return <Loader role="status" aria-label="Chargement du compte..." />;
  const kinds = CONNECTOR_KINDS.filter((kind) => kind !== 'NOMAD' || account.businessNature === 'DEPANNEUR');
  return (
    <Tabs value={tab} onChange={(next) => setTab(next ?? 'WEBFLEET')} keepMounted={false}>
      <Tabs.List mb="md">
        {kinds.map((kind) => (
          <Tabs.Tab key={kind} value={kind}>
            {CONNECTOR_LABELS[kind]}
          </Tabs.Tab>
        ))}
        {platform.data && <Tabs.Tab value={PLATFORM_TAB}>Plateforme agréée</Tabs.Tab>}
        {payment.data && <Tabs.Tab value={PAYMENT_TAB}>Paiement en ligne</Tabs.Tab>}
      </Tabs.List>
      {kinds.map((kind) => (
        <Tabs.Panel key={kind} value={kind}>
          <ConnectorForm key={`${account.id}-${kind}`} account={account} kind={kind} />
        </Tabs.Panel>
      ))}
      {platform.data && (
        <Tabs.Panel value={PLATFORM_TAB}>
          <PlatformForm settings={platform.data} />
        </Tabs.Panel>
      )}
      {payment.data && (
        <Tabs.Panel value={PAYMENT_TAB}>
          <PaymentProviderForm settings={payment.data} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
