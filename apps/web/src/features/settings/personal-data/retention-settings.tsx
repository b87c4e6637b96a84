import { Button, Card, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RETENTION_DEFAULTS, type RetentionSettings } from '@plateau/contracts';
import { notifySaved } from '../../../components/notify.tsx';
import { useRetention, useSaveRetention } from '../api/personal-data.ts';

const FIELDS: Array<{ key: keyof RetentionSettings; label: string; max: number }> = [
  { key: 'closedFolderMonths', label: 'Données personnelles des dossiers clos (mois)', max: 120 },
  { key: 'positionMonths', label: 'Positions des chauffeurs (mois)', max: 24 },
  { key: 'smsNumberMonths', label: 'Numéros du journal des SMS (mois)', max: 120 },
];

/**
 * The form, made once the stored periods are read: filled from defaults first and from the server later, it
 * overwrote what the user had typed meanwhile on a slow connection.
 */
function RetentionForm({ stored }: { stored: RetentionSettings }) {
  const save = useSaveRetention();
  const form = useForm<RetentionSettings>({ initialValues: stored });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values, { onSuccess: () => notifySaved() }))}>
      <Stack gap="sm" maw={420}>
        {FIELDS.map((field) => (
          <NumberInput
            key={field.key}
            label={field.label}
            min={1}
            max={field.max}
            allowDecimal={false}
            {...form.getInputProps(field.key)}
          />
        ))}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The account's retention periods; a nightly job applies them. */
export function RetentionSettingsCard() {
  const { data } = useRetention();
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        Durées de conservation
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Valeurs légales par défaut : dossiers clos anonymisés après {RETENTION_DEFAULTS.closedFolderMonths}{' '}
        mois, positions des chauffeurs supprimées après {RETENTION_DEFAULTS.positionMonths} mois (les
        kilomètres par mission sont gardés), numéros des SMS masqués après{' '}
        {RETENTION_DEFAULTS.smsNumberMonths} mois. Les liens de suivi expirés et les documents des dossiers
        anonymisés sont supprimés chaque nuit.
      </Text>
      {data ? (
        <RetentionForm stored={data} />
      ) : (
        <Loader size="sm" role="status" aria-label="Chargement des durées de conservation" />
      )}
    </Card>
  );
}
