import { Fieldset, NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SMS_HOURS_EXAMPLE, WEEKDAYS, type OpenHourField } from '@plateau/contracts';
import type { AccountFormValues } from './account-form-values.ts';

type Form = UseFormReturnType<AccountFormValues>;

const MINUTES: ReadonlyArray<{ field: keyof AccountFormValues; label: string }> = [
  { field: 'interventionAverageArrivalMinute', label: "Délai moyen d'arrivée (min)" },
  { field: 'interventionAverageOnPlaceMinute', label: 'Durée moyenne sur place (min)' },
  { field: 'toleranceArrivalMinute', label: "Tolérance à l'arrivée (min)" },
  { field: 'interventionArrivalMinute', label: "Délai d'arrivée contractuel (min)" },
  { field: 'arrivalDetectionMinute', label: "Délai de détection de l'arrivée (min)" },
];

/** The mission settings of spec 3 §3 Account. */
export function MissionSection({ form }: { form: Form }) {
  return (
    <Fieldset legend="Paramétrage des missions">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {MINUTES.map(({ field, label }) => (
          <NumberInput
            key={field}
            label={label}
            min={0}
            max={1440}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
      <Switch
        mt="md"
        label="Synchroniser automatiquement les chauffeurs non affectés"
        {...form.getInputProps('autoSynchUnassigneeDrivers', { type: 'checkbox' })}
      />
      <Switch
        mt="sm"
        label="Détection automatique des statuts"
        {...form.getInputProps('statusAutoDetection', { type: 'checkbox' })}
      />
      <Textarea mt="md" label="Note" rows={3} maxLength={2000} {...form.getInputProps('note')} />
    </Fieldset>
  );
}

const DAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  Monday: 'Lundi',
  Tuesday: 'Mardi',
  Wednesday: 'Mercredi',
  Thursday: 'Jeudi',
  Friday: 'Vendredi',
  Saturday: 'Samedi',
  Sunday: 'Dimanche',
};

/** The SMS sender and the hours, per weekday, in which SMS may leave. */
export function SmsSection({ form }: { form: Form }) {
  return (
    <Fieldset legend="SMS">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Expéditeur des SMS"
          description="11 caractères au plus"
          maxLength={11}
          {...form.getInputProps('smsSender')}
        />
        <Switch
          mt="lg"
          label="Envoyer les SMS sans attendre le démarrage de la mission"
          {...form.getInputProps('smsWithOutStart', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <SimpleGrid mt="md" cols={{ base: 1, sm: 2, lg: 4 }}>
        {WEEKDAYS.map((day) => {
          const field: OpenHourField = `openHour${day}`;
          return (
            <TextInput
              key={day}
              label={`Horaires SMS — ${DAY_LABELS[day]}`}
              placeholder={SMS_HOURS_EXAMPLE}
              {...form.getInputProps(field)}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
