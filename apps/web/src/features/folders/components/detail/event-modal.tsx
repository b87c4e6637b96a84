import { Button, Code, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { FolderEvent } from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { dayjs } from '../../../../lib/dates.ts';
import { useReplayFolderEvent } from '../../api/folder-events.ts';
import { eventMessageView } from './event-message.ts';

const MESSAGE_MAX_HEIGHT = 600;
const withSeconds = (value: string) => dayjs(value).format('DD/MM/YYYY HH:mm:ss');
const kindLabels = { json: 'JSON', xml: 'XML', text: 'Texte' } as const;

/**
 * The event's message (spec 2 §2 'Events tab'), always shown as text, never as HTML; an operator
 * may replay an event received from outside.
 */
export function EventModal({
  event,
  canReplay,
  onClose,
}: {
  event: FolderEvent | null;
  canReplay: boolean;
  onClose: () => void;
}) {
  const replay = useReplayFolderEvent();
  const view = event?.message != null ? eventMessageView(event.message) : null;
  return (
    <Modal opened={event !== null} onClose={onClose} size="xl" title={event && `Événement n° ${event.id}`}>
      {event && view && (
        <Stack gap="sm">
          <Group gap="xl">
            <Text size="sm">
              Date de l'événement : <strong>{withSeconds(event.eventDateTime)}</strong>
            </Text>
            <Text size="sm">
              Date d'enregistrement : <strong>{withSeconds(event.recordDateTime)}</strong>
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Message ({kindLabels[view.kind]})
          </Text>
          <ScrollArea.Autosize mah={MESSAGE_MAX_HEIGHT} type="auto">
            <Code
              block
              data-testid="event-message"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {view.text}
            </Code>
          </ScrollArea.Autosize>
          {canReplay && event.replayable && (
            <Group justify="flex-end">
              <Button
                loading={replay.isPending}
                onClick={() =>
                  replay.mutate(
                    { folderId: event.folderId, eventId: event.id },
                    { onSuccess: (result) => notifySuccess("Rejeu de l'événement", result.message) },
                  )
                }
              >
                Rejouer l'événement
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
