import { Button, Card, Group, Stack, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { IconMail, IconMailOpened, IconSend } from '@tabler/icons-react';
import {
  FOLDER_MESSAGE_MAX_LENGTH,
  FolderMessageText,
  isFolderEditable,
  unreadMessageCount,
  type Folder,
} from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../../components/notify.tsx';
import { formatListDate } from '../../../../lib/dates.ts';
import { useMarkFolderMessagesAsRead, useSendFolderMessage } from '../../api/send-folder-message.ts';
import { messageRows } from '../../model/message-rows.ts';

/**
 * Spec 2 §2 'Message': the conversation with the driver of a Nomad folder. The text is shown
 * as text (React escapes it), never as HTML. A row click marks the driver's messages as read.
 */
export function MessageTab({ folder, canWrite }: { folder: Folder; canWrite: boolean }) {
  const [text, setText] = useState('');
  const send = useSendFolderMessage();
  const markAsRead = useMarkFolderMessagesAsRead();
  const closed = !isFolderEditable(folder);
  const checked = FolderMessageText.safeParse(text);
  const unread = unreadMessageCount(folder.messages);

  const submit = () => {
    if (!checked.success || closed || !canWrite) return;
    send.mutate(
      { folderId: folder.id, text: checked.data },
      {
        onSuccess: () => {
          setText('');
          notifySuccess('Envoyé !', 'Le message a bien été envoyé.');
        },
      },
    );
  };
  const read = () => {
    if (canWrite && unread > 0 && !markAsRead.isPending) markAsRead.mutate({ folderId: folder.id });
  };

  return (
    <Stack gap="md">
      {canWrite && (
        <Card withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Textarea
              label="Message au chauffeur"
              placeholder={closed ? 'Le dossier est clôturé.' : 'Votre message'}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={FOLDER_MESSAGE_MAX_LENGTH}
              value={text}
              disabled={closed}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
              }}
              description={`${text.length} / ${FOLDER_MESSAGE_MAX_LENGTH} caractères`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Group justify="flex-end">
              <Button
                leftSection={<IconSend size={16} />}
                disabled={!checked.success || closed}
                loading={send.isPending}
                onClick={submit}
              >
                Envoyer
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {canWrite && unread > 0 && (
        <Text size="sm" c="dimmed">
          Cliquer sur un message marque les messages du chauffeur comme lus.
        </Text>
      )}
      <Card withBorder radius="md" padding={0}>
        <Table highlightOnHover striped verticalSpacing="xs" aria-label="Messages du dossier">
          <Table.Thead>
            <Table.Tr>
              {/* On a phone the origin goes under the date: three columns left the message a word a line. */}
              <Table.Th w={{ base: 130, sm: 190 }}>Date</Table.Th>
              <Table.Th w={220} visibleFrom="sm">
                Origine / auteur
              </Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {folder.messages.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    Aucun message
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {messageRows(folder.messages).map((message) => {
              const unreadRow = message.unread;
              return (
                <Table.Tr
                  key={message.id}
                  data-unread={unreadRow || undefined}
                  onClick={read}
                  style={{ cursor: canWrite && unread > 0 ? 'pointer' : undefined }}
                >
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Tooltip label={message.markAsRead ? 'Lu' : 'Non lu'}>
                        {message.markAsRead ? (
                          <IconMailOpened size={16} aria-label="Lu" color="var(--mantine-color-gray-6)" />
                        ) : (
                          <IconMail size={16} aria-label="Non lu" color="var(--mantine-color-red-6)" />
                        )}
                      </Tooltip>
                      <Text size="sm" fw={unreadRow ? 700 : undefined}>
                        {formatListDate(message.creationDateTime)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {message.origin}
                      {message.authorLine ? ` · ${message.authorLine}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{message.origin}</Text>
                    {message.authorLine && (
                      <Text size="xs" c="dimmed">
                        {message.authorLine}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text
                      size="sm"
                      fw={unreadRow ? 700 : undefined}
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {message.message}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
