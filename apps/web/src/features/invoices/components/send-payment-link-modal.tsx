import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  PAYMENT_LINK_DAYS,
  paymentLinkChannelLabels,
  SendPaymentLinkRequest,
  type PaymentLink,
  type PaymentLinkChannel,
} from '@plateau/contracts';
import { useState } from 'react';
import { useSendPaymentLink } from '../api/payment-links.ts';

const CHANNELS = (['SMS', 'EMAIL'] as const).map((value) => ({
  value,
  label: paymentLinkChannelLabels[value],
}));

/** What the dialog says once sent: to whom, and the page's address (shown this once) to copy. */
function SentLink({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  return (
    <Stack>
      <Alert color="teal" title="Lien envoyé">
        {link.channel === 'SMS'
          ? `Le SMS part vers le ${link.recipient}`
          : `L’e-mail est parti vers ${link.recipient}`}
        {`, avec un lien valable ${PAYMENT_LINK_DAYS} jours.`}
      </Alert>
      <TextInput
        label="Adresse de la page de paiement"
        readOnly
        value={link.url ?? ''}
        data-testid="payment-link-url"
      />
      <Group justify="flex-end">
        <CopyButton value={link.url ?? ''}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copié' : 'Copier le lien'}
            </Button>
          )}
        </CopyButton>
        <Button data-autofocus onClick={onClose}>
          Fermer
        </Button>
      </Group>
    </Stack>
  );
}

/** « Envoyer un lien de paiement »: by SMS to a mobile or by e-mail; the customer pays on the public page. */
export function SendPaymentLinkModal({ invoiceId, onClose }: { invoiceId: number; onClose: () => void }) {
  const [channel, setChannel] = useState<PaymentLinkChannel>('SMS');
  const [recipient, setRecipient] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const send = useSendPaymentLink(invoiceId);
  const [sent, setSent] = useState<PaymentLink | null>(null);
  const submit = async () => {
    const parsed = SendPaymentLinkRequest.safeParse({ channel, recipient });
    if (!parsed.success) return setIssue(parsed.error.issues[0]?.message ?? 'Destinataire non valide');
    setSent(await send.mutateAsync(parsed.data));
  };
  return (
    <Modal opened onClose={onClose} title="Envoyer un lien de paiement">
      {sent ? (
        <SentLink link={sent} onClose={onClose} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <Stack>
            <Text size="sm" c="dimmed">
              Le client reçoit un lien vers une page où il télécharge la facture et la paie par carte
              bancaire.
            </Text>
            <SegmentedControl
              aria-label="Envoyer par"
              data={CHANNELS}
              value={channel}
              onChange={(value) => {
                setChannel(value as PaymentLinkChannel);
                setRecipient('');
                setIssue(null);
              }}
            />
            <TextInput
              label={channel === 'SMS' ? 'Numéro de mobile' : 'Adresse e-mail'}
              required
              data-autofocus
              type={channel === 'SMS' ? 'tel' : 'email'}
              autoComplete={channel === 'SMS' ? 'tel' : 'email'}
              maxLength={200}
              value={recipient}
              error={issue}
              onChange={(event) => {
                setRecipient(event.currentTarget.value);
                setIssue(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Annuler
              </Button>
              <Button type="submit" loading={send.isPending}>
                Envoyer le lien
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
