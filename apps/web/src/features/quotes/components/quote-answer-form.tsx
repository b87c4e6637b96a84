import { Alert, Button, Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useAnswerQuote } from '../api/public-quote.ts';

/** « Bon pour accord »: the customer types their name and ticks the box, or refuses the quote. */
export function QuoteAnswerForm({ token }: { token: string }) {
  const answer = useAnswerQuote(token);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const nameError = tried && name.trim().length < 2 ? 'Tapez votre nom pour accepter le devis' : null;
  const agreedError = tried && !agreed ? 'Cochez « Bon pour accord » pour accepter le devis' : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (name.trim().length >= 2 && agreed)
          answer.mutate({ decision: 'ACCEPTE', name, bonPourAccord: true });
      }}
    >
      <Stack gap="sm">
        {answer.error && <Alert color="red">{answer.error.message}</Alert>}
        <TextInput
          label="Votre nom"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Checkbox
          label="Bon pour accord"
          checked={agreed}
          error={agreedError}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button type="submit" leftSection={<IconCheck size={18} />} loading={answer.isPending}>
            Accepter le devis
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={18} />}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ decision: 'REFUSE' })}
          >
            Refuser le devis
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
