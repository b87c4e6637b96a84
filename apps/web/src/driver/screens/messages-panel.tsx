import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { DriverMission } from '@plateau/contracts';
import { sendMessage } from '../actions.ts';
import { useMessages } from '../api.ts';
import { dateTime } from '../format.ts';
import { useShell } from './shell.tsx';

/** The conversation with the dispatcher: the folder's Message tab, both ways. */
export function MessagesPanel({ mission }: { mission: DriverMission }) {
  const messages = useMessages(mission.id);
  const { pending } = useShell();
  const [text, setText] = useState('');
  const waiting = pending.filter((a) => a.missionId === mission.id && a.kind === 'message');
  const send = () => {
    const value = text.trim();
    if (!value) return;
    void sendMessage(mission.id, value);
    setText('');
  };
  return (
    <Stack gap="sm">
      {(messages.data ?? []).map((m) => {
        const mine = m.provenance !== 'BACKOFFICE';
        return (
          <Card
            key={m.id}
            withBorder
            radius="md"
            bg={mine ? 'blue.0' : 'gray.0'}
            ml={mine ? 'xl' : 0}
            mr={mine ? 0 : 'xl'}
          >
            <Text size="xs" c="dimmed">
              {mine ? 'Vous' : (m.author ?? 'Dispatcher')} · {dateTime(m.creationDateTime)}
            </Text>
            <Text size="lg">{m.message}</Text>
          </Card>
        );
      })}
      {waiting.map((a) => (
        <Card key={a.key} withBorder radius="md" ml="xl" opacity={0.7}>
          <Text size="xs" c="dimmed">
            En attente d'envoi
          </Text>
          <Text size="lg">{(a.json as { text: string }).text}</Text>
        </Card>
      ))}
      {messages.data?.length === 0 && waiting.length === 0 && <Text c="dimmed">Aucun message</Text>}
      <Textarea
        size="lg"
        placeholder="Votre message au dispatcher"
        aria-label="Message au dispatcher"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <Group grow>
        <Button size="xl" h={64} onClick={send} disabled={!text.trim()}>
          Envoyer
        </Button>
      </Group>
    </Stack>
  );
}
