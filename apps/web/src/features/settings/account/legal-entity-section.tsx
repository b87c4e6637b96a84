import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { regimeTvaLabels, RegimeTvaCode } from '@plateau/contracts';
import { PlaceContactPanel } from '../../../components/place-contact/place-contact-panel.tsx';
import { useVatOptions } from '../api/account-detail.ts';
import type { AccountFormValues } from './account-form-values.ts';

const REGIMES = RegimeTvaCode.map((code) => ({ value: code, label: regimeTvaLabels[code] }));
const ADDRESS_ONLY = ['zoneId', 'codeInsee'] as const;

/** The account as a company: its addresses, VAT and number prefixes (spec 3 §3 legalEntity). */
export function LegalEntitySection({
  form,
  accountId,
}: {
  form: UseFormReturnType<AccountFormValues>;
  accountId: number;
}) {
  const vat = useVatOptions(accountId);
  const vatOptions = (vat.data ?? []).map((v) => ({ value: String(v.id), label: v.nom }));
  return (
    <Fieldset legend="Entité juridique">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Siège social
          </Text>
          <PlaceContactPanel
            value={form.values.headQuarterPlace}
            onChange={(next) => form.setFieldValue('headQuarterPlace', next)}
            hidden={ADDRESS_ONLY}
            showErrors={!!form.errors.headQuarterPlace}
          />
        </Stack>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Adresse de facturation
          </Text>
          <PlaceContactPanel
            value={form.values.facturationPlace}
            onChange={(next) => form.setFieldValue('facturationPlace', next)}
            hidden={ADDRESS_ONLY}
            showErrors={!!form.errors.facturationPlace}
          />
        </Stack>
      </SimpleGrid>
      <SimpleGrid mt="md" cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select label="Régime de TVA" data={REGIMES} {...form.getInputProps('regimeTva')} />
        <Select
          label="TVA par défaut"
          placeholder="Sans TVA"
          data={vatOptions}
          clearable
          {...form.getInputProps('defaultTvaId')}
        />
        <TextInput
          label="N° de TVA intracommunautaire"
          placeholder="FR44732829320"
          {...form.getInputProps('tvaIntracommunautaire')}
        />
        <TextInput label="Préfixe des factures" maxLength={10} {...form.getInputProps('prefixFacture')} />
        <TextInput label="Préfixe des clients" maxLength={10} {...form.getInputProps('prefixCustomer')} />
      </SimpleGrid>
    </Fieldset>
  );
}
