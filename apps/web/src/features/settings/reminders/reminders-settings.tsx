import { Button, Card, Group, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  REMINDER_DELAY_MAX_DAYS,
  REMINDER_STEPS,
  reminderStepLabels,
  ReminderSettings,
} from '@plateau/contracts';
import { notifySaved } from '../../../components/notify.tsx';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminders.ts';

/** The zod issues of the contracts schema, as the form's errors (« FIRST_EMAIL.delayDays »: message). */
function validate(values: ReminderSettings) {
  const parsed = ReminderSettings.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** The form, made once the stored steps are read (filled later, it overwrote what the user had typed). */
function RemindersForm({ stored }: { stored: ReminderSettings }) {
  const save = useSaveReminderSettings();
  const form = useForm<ReminderSettings>({ initialValues: stored, validate });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values, { onSuccess: () => notifySaved() }))}>
      <Stack gap="md">
        {REMINDER_STEPS.map((step) => (
          <Group
            key={step}
            align="flex-end"
            gap="md"
            wrap="wrap"
            role="group"
            aria-label={reminderStepLabels[step]}
          >
            <Switch
              label={reminderStepLabels[step]}
              miw={280}
              style={{ flex: '1 1 280px' }}
              pb={8}
              {...form.getInputProps(`${step}.enabled`, { type: 'checkbox' })}
            />
            <NumberInput
              label="Délai après l’échéance (jours)"
              min={1}
              max={REMINDER_DELAY_MAX_DAYS}
              allowDecimal={false}
              w={220}
              disabled={!form.values[step].enabled}
              {...form.getInputProps(`${step}.delayDays`)}
            />
          </Group>
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

/**
 * « Relances » (issue 29 §4): the steps the nightly job sends for an unpaid invoice, each on or off with its
 * delay after the due date. Customers switched off in their card (« Relances automatiques ») are never reminded.
 */
export function RemindersSettings() {
  const { data } = useReminderSettings();
  return (
    <Card withBorder maw={720}>
      <Title order={4} mb="xs">
        Relances des factures impayées
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Chaque nuit, les factures émises qui restent à payer reçoivent l’étape dont le délai après l’échéance
        est passé, une seule fois : un e-mail avec la facture jointe, puis la mise en demeure (lettre PDF avec
        les pénalités de retard et l’indemnité forfaitaire de recouvrement), à envoyer aussi en recommandé.
        Les clients dont les relances automatiques sont coupées dans leur fiche ne sont jamais relancés.
      </Text>
      {data ? (
        <RemindersForm stored={data} />
      ) : (
        <Loader size="sm" role="status" aria-label="Chargement des relances" />
      )}
    </Card>
  );
}
