import { Alert, Button, Fieldset, Group, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { EInvoicingSettings, EInvoicingTestResult } from '@plateau/contracts';
import { useState } from 'react';
import { notifySaved } from '../../../components/notify.tsx';
import { formatListDate } from '../../../lib/dates.ts';
import { useSavePlatformSettings, useTestPlatform } from '../api/platform-settings.ts';
import { PlatformWebhook } from './platform-webhook.tsx';

interface PlatformValues {
  url: string;
  token: string;
  active: boolean;
}

/**
 * « Plateforme agréée »: the approved platform (XP Z12-013 Flow Service) that deposits the account's
 * e-invoices and brings its suppliers' ones. The token is never shown back; it stays bound to the
 * host it was typed for.
 */
export function PlatformForm({ settings }: { settings: EInvoicingSettings }) {
  const form = useForm<PlatformValues>({
    initialValues: { url: settings.url ?? '', token: '', active: settings.url ? settings.active : true },
  });
  const save = useSavePlatformSettings();
  const test = useTestPlatform();
  const [result, setResult] = useState<EInvoicingTestResult | null>(null);
  const body = (values: PlatformValues) => ({
    url: values.url.trim(),
    active: values.active,
    ...(values.token ? { token: values.token } : {}),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(body(values), {
      onSuccess: () => {
        notifySaved();
        form.setFieldValue('token', '');
      },
    }),
  );
  const runTest = () => {
    setResult(null);
    test.mutate(body(form.values), { onSuccess: setResult });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Plateforme agréée">
      <Stack gap="md" maw={900}>
        <Fieldset legend="Plateforme agréée (facturation électronique)">
          <Stack gap="sm">
            <TextInput
              label="Adresse du service de flux (Flow Service)"
              placeholder="https://api.flow.ma-plateforme.fr/flow-service"
              required
              maxLength={300}
              autoComplete="off"
              {...form.getInputProps('url')}
            />
            <PasswordInput
              label="Jeton d’accès"
              placeholder={settings.tokenSet ? '••••••••' : 'Non renseigné'}
              description={
                settings.tokenSet
                  ? 'Laisser vide pour garder celui enregistré (à saisir de nouveau si l’adresse change de serveur)'
                  : undefined
              }
              autoComplete="new-password"
              maxLength={4000}
              {...form.getInputProps('token')}
            />
            <Switch
              label="Envoyer et recevoir les factures par la plateforme"
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
            <PlatformWebhook saved={!!settings.url} />
          </Stack>
        </Fieldset>
        {settings.lastSyncAt && (
          <Text size="sm" c={settings.lastError ? 'red.8' : 'dimmed'}>
            Dernière relève le {formatListDate(settings.lastSyncAt)}
            {settings.lastError ? ` : ${settings.lastError}` : ' : réussie'}
          </Text>
        )}
        {result && (
          <Alert
            color={result.ok ? 'green' : 'red'}
            title={result.ok ? 'Connexion réussie' : 'Échec de la connexion'}
          >
            {result.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={runTest} loading={test.isPending}>
            Tester la connexion
          </Button>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
