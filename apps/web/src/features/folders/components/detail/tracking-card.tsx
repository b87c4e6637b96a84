import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconMessage2Share } from '@tabler/icons-react';
import { isFolderEditable, type Folder, type FolderTracking } from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { formatListDate } from '../../../../lib/dates.ts';
import { useFolderTracking, useResendTrackingSms } from '../../api/folder-tracking.ts';
import { SectionCard } from '../fields/section-card.tsx';

const SMS_STATUS_TEXT: Record<NonNullable<FolderTracking['lastSms']>['status'], string> = {
  QUEUED: 'en cours d’envoi',
  SENT: 'envoyé',
  FAILED: 'en échec, nouvel essai en cours',
  HELD: 'en attente des heures d’envoi des SMS',
  DROPPED: 'abandonné (trop tard pour être exact)',
};

const lastSmsLine = (sms: FolderTracking['lastSms']) =>
  sms
    ? `Dernier SMS du ${formatListDate(sms.sentAt ?? sms.createdAt)} : ${SMS_STATUS_TEXT[sms.status]}.`
    : 'Aucun SMS avec ce lien n’a encore été envoyé au client.';

/** A French mobile as the folder writes it (+33612345678 → 06 12 34 56 78); any other as it is. */
const frenchPhone = (phone: string) =>
  /^\+33\d{9}$/.test(phone) ? `0${phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;

/**
 * Issue 20 §4.13: the customer's tracking page, from the folder itself — the link to copy, and
 * « Renvoyer le SMS » to the customer's mobile (the journal keeps it, kind « Lien de suivi »).
 */
export function TrackingCard({ folder }: { folder: Folder }) {
  const tracking = useFolderTracking(folder.id, !!folder.missionIntervention);
  const resend = useResendTrackingSms();
  if (!folder.missionIntervention || !tracking.data?.url) return null;
  const { url, phone, lastSms } = tracking.data;
  const open = isFolderEditable(folder);
  return (
    <SectionCard title="Suivi client">
      <Stack gap="xs">
        <Text size="sm">
          Lien de suivi :{' '}
          <Anchor href={url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {lastSmsLine(lastSms)}
          {phone
            ? ` Mobile du client : ${frenchPhone(phone)}.`
            : ' Aucun mobile du client : renseignez-le pour envoyer le SMS.'}
        </Text>
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
              >
                {copied ? 'Lien copié' : 'Copier le lien'}
              </Button>
            )}
          </CopyButton>
          {open && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMessage2Share size={14} />}
              disabled={!phone}
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(
                  { folderId: folder.id },
                  {
                    onSuccess: () =>
                      notifySuccess('Envoyé !', 'Le SMS de suivi a bien été renvoyé au client.'),
                  },
                )
              }
            >
              Renvoyer le SMS
            </Button>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
