import { Button, Code, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { isImageContentType, type FolderDocument, type FolderEvent } from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { dayjs } from '../../../../lib/dates.ts';
import { useReplayFolderEvent } from '../../api/folder-events.ts';
import { DocumentPreview } from './document-preview.tsx';
import { eventMessageView } from './event-message.ts';

const MESSAGE_MAX_HEIGHT = 600;
const withSeconds = (value: string) => dayjs(value).format('DD/MM/YYYY HH:mm:ss');
const kindLabels = { json: 'JSON', xml: 'XML', text: 'Texte' } as const;
/** A document's row and its workflow row are written in one transaction: the same instant. */
const SAME_WRITE_MS = 5_000;

/**
 * Issue 20 §1: the photos an event added (a driver's photo, an operator's upload). The event
 * keeps the files' names as its message; the folder's images of that name stored at that
 * instant are its photos.
 */
export function photosOfEvent(event: FolderEvent, documents: readonly FolderDocument[]): FolderDocument[] {
  if (!event.message) return [];
  // The server keeps a message as JSON: a list of names is a JSON string.
  let text = event.message;
  try {
    const parsed: unknown = JSON.parse(event.message);
    if (typeof parsed === 'string') text = parsed;
  } catch {
    // Stored as plain text.
  }
  const names = new Set([text, ...text.split(', ')]);
  const at = Date.parse(event.recordDateTime);
  return documents.filter(
    (document) =>
      isImageContentType(document.contentType) &&
      names.has(document.filename) &&
      Math.abs(Date.parse(document.creationDateTime) - at) <= SAME_WRITE_MS,
  );
}

/**
 * The event's message (spec 2 §2 'Events tab'), always shown as text, never as HTML; an operator
 * may replay an event received from outside.
 */
export function EventModal({
  event,
  canReplay,
  documents = [],
  onClose,
}: {
  event: FolderEvent | null;
  canReplay: boolean;
  /** The folder's documents, to show the photos the event added. */
  documents?: readonly FolderDocument[];
  onClose: () => void;
}) {
  const replay = useReplayFolderEvent();
  const photos = event ? photosOfEvent(event, documents) : [];
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
          {photos.length > 0 && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {photos.length > 1 ? `Photos (${photos.length})` : 'Photo'}
              </Text>
              <Group gap="sm" data-testid="event-photos">
                {photos.map((photo) => (
                  <DocumentPreview key={photo.id} folderId={event.folderId} document={photo} />
                ))}
              </Group>
            </Stack>
          )}
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
