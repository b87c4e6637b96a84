import { Button, Fieldset, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ClientNatureCode,
  businessNatureLabels,
  isValidSmsHours,
  OPEN_HOUR_FIELDS,
  SMS_HOURS_MESSAGE,
  type AccountDetail,
} from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { notifySaved } from '../../../components/notify.tsx';
import { PlaceContactPanel } from '../../../components/place-contact/place-contact-panel.tsx';
import { placeErrors, type PlaceValue } from '../../../components/place-contact/place-value.ts';
import { useAccount } from '../../../lib/account.ts';
import { useAccountDetail, useSaveAccount } from '../api/account-detail.ts';
import { ProviderSelect } from '../provider-select.tsx';
import { accountPatchOf, toFormValues, type AccountFormValues } from './account-form-values.ts';
import { MissionSection, SmsSection } from './account-settings-sections.tsx';
import { LegalEntitySection } from './legal-entity-section.tsx';
import { SellerMentionsSection, sellerMentionRules } from './seller-mentions-section.tsx';

const NATURES = ClientNatureCode.map((code) => ({ value: code, label: businessNatureLabels[code] }));
const CONTACT_FIELDS = [
  'companyName',
  'zoneId',
  'codeInsee',
  'contactFirstname',
  'contactName',
  'contactPhone',
  'contactEmail',
] as const;

/** A wrong phone or e-mail in an address: said under the field, and nothing is sent (issue 20 §4.5). */
const placeRule = (value: PlaceValue | null | undefined) =>
  Object.keys(placeErrors(value)).length > 0 ? 'Téléphone ou e-mail non valide' : null;
const placeRules = { headQuarterPlace: placeRule, facturationPlace: placeRule };

const smsHoursRules = Object.fromEntries(
  OPEN_HOUR_FIELDS.map((field) => [
    field,
    (value: string) => (isValidSmsHours(value) ? null : SMS_HOURS_MESSAGE),
  ]),
);

/**
 * 'Paramétrage du compte' (spec 3 §2): the current account's, or — on /accounts/{id} — a managed
 * account's. Only a supervisor, for an account it manages, sees the nature.
 */
export function AccountSettings({ accountId }: { accountId?: number }) {
  const { data: me } = useAccount();
  const id = accountId ?? me?.id;
  const { data: account } = useAccountDetail(id);
  if (!account || !me) return <Loader role="status" aria-label="Chargement du compte..." />;
  return (
    <AccountSettingsForm
      key={account.id}
      account={account}
      canChangeNature={me.isSupervisor && account.id !== me.id}
    />
  );
}

function AccountSettingsForm({
  account,
  canChangeNature,
}: {
  account: AccountDetail;
  canChangeNature: boolean;
}) {
  const [initial, setInitial] = useState(() => toFormValues(account));
  const form = useForm<AccountFormValues>({
    initialValues: initial,
    validate: {
      name: (value) => (value.trim() === '' ? 'Le nom du compte est obligatoire' : null),
      assistanceProvider: (value, values) =>
        values.businessNature === 'ASSISTEUR' && !value
          ? "L'assisteur est obligatoire pour un compte assisteur"
          : null,
      ...sellerMentionRules,
      ...smsHoursRules,
      ...placeRules,
    },
  });
  const save = useSaveAccount(account.id);
  useEffect(() => setInitial(toFormValues(account)), [account]);

  const submit = form.onSubmit((values) => {
    const patch = accountPatchOf(initial, values);
    // Spec 3 §4: nothing changed, nothing sent, and the user still reads that it is saved.
    if (Object.keys(patch).length === 0) return notifySaved();
    save.mutate(patch, {
      // The form shows what was stored (« RCS Lyon » is kept as « Lyon », the IBAN in groups of four).
      onSuccess: (saved) => {
        form.setValues(toFormValues(saved));
        notifySaved();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={1200}>
        <Fieldset legend="Compte">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label="Nom du compte" withAsterisk maxLength={200} {...form.getInputProps('name')} />
            {canChangeNature ? (
              <Select
                label="Nature"
                data={NATURES}
                allowDeselect={false}
                {...form.getInputProps('businessNature')}
              />
            ) : (
              <TextInput label="Nature" value={businessNatureLabels[account.businessNature]} readOnly />
            )}
            {form.values.businessNature === 'ASSISTEUR' && (
              <ProviderSelect readOnly={!canChangeNature} {...form.getInputProps('assistanceProvider')} />
            )}
          </SimpleGrid>
          <Text fw={600} size="sm" mt="md" mb="xs">
            Adresse du compte
          </Text>
          <PlaceContactPanel
            value={form.values.place}
            onChange={(next) => form.setFieldValue('place', next)}
            hidden={CONTACT_FIELDS}
          />
        </Fieldset>
        <LegalEntitySection form={form} accountId={account.id} />
        <SellerMentionsSection form={form} account={account} />
        <MissionSection form={form} />
        <SmsSection form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
