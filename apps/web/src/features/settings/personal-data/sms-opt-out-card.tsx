import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { isValidPhone, PHONE_INVALID_MESSAGE } from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify.tsx';
import { useMarkSmsOptOut } from '../api/personal-data.ts';

/** « Ne plus envoyer de SMS » to a number (a motorist's request by phone); a STOP reply does the same. */
export function SmsOptOutCard() {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mark = useMarkSmsOptOut();
  const onSubmit = () => {
    if (!isValidPhone(phone)) return setError(PHONE_INVALID_MESSAGE);
    setError(null);
    mark.mutate(phone, {
      onSuccess: () => {
        setPhone('');
        notifySuccess('Action réalisée !', 'Ce numéro ne recevra plus de SMS du compte.');
      },
    });
  };
  return (
    <Card withBorder>
      <Title order={4} mb="xs">
        Ne plus envoyer de SMS
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Un automobiliste qui répond STOP ne reçoit plus de SMS client ; le journal des SMS indique pourquoi un
        SMS n’a pas été envoyé. Vous pouvez aussi marquer un numéro à sa demande.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Group align="flex-start">
          <TextInput
            label="Numéro de téléphone"
            value={phone}
            error={error}
            onChange={(event) => setPhone(event.currentTarget.value)}
            w={260}
          />
          <Button type="submit" mt={25} loading={mark.isPending} disabled={phone.trim() === ''}>
            Ne plus envoyer de SMS
          </Button>
        </Group>
      </form>
    </Card>
  );
}
