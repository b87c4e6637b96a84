import { Button, Fieldset, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PaymentProviderSettings } from '@plateau/contracts';
import { notifySaved } from '../../../components/notify.tsx';
import { useSavePaymentProviderSettings } from '../api/payment-provider-settings.ts';

interface ProviderValues {
  secretKey: string;
  webhookSecret: string;
}

const keptPlaceholder = (set: boolean) => (set ? '••••••••' : 'Non renseigné');
const keptHint = (set: boolean) => (set ? 'Laisser vide pour garder celui enregistré' : undefined);

/**
 * « Paiement en ligne »: the account's Stripe keys, with which customers pay the payment links. The secrets are
 * never shown back; the webhook address is to declare in Stripe's dashboard, whose signing secret goes here.
 */
export function PaymentProviderForm({ settings }: { settings: PaymentProviderSettings }) {
  const form = useForm<ProviderValues>({ initialValues: { secretKey: '', webhookSecret: '' } });
  const save = useSavePaymentProviderSettings();
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        ...(values.secretKey ? { secretKey: values.secretKey } : {}),
        ...(values.webhookSecret ? { webhookSecret: values.webhookSecret } : {}),
      },
      {
        onSuccess: () => {
          notifySaved();
          form.reset();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Paiement en ligne">
      <Stack gap="md" maw={900}>
        <Fieldset legend="Paiement en ligne (liens de paiement, Stripe)">
          <Stack gap="sm">
            <PasswordInput
              label="Clé secrète"
              placeholder={keptPlaceholder(settings.secretKeySet)}
              description={keptHint(settings.secretKeySet)}
              autoComplete="new-password"
              maxLength={300}
              {...form.getInputProps('secretKey')}
            />
            <TextInput
              label="Adresse du webhook à déclarer chez le prestataire"
              readOnly
              value={settings.webhookUrl}
            />
            <PasswordInput
              label="Secret de signature du webhook"
              placeholder={keptPlaceholder(settings.webhookSecretSet)}
              description={keptHint(settings.webhookSecretSet)}
              autoComplete="new-password"
              maxLength={300}
              {...form.getInputProps('webhookSecret')}
            />
          </Stack>
        </Fieldset>
        {!settings.secretKeySet && (
          <Text size="sm" c="dimmed">
            Sans ces clés, les liens de paiement ne peuvent pas être envoyés.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
