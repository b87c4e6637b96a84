import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Quote, QuoteSendChannel } from '@plateau/contracts';
import { useState } from 'react';
import { QuoteWarnings } from './quote-warnings.tsx';

/** « Envoyer »: by SMS, by e-mail, or a link the operator passes on; the prices to check first. */
export function SendQuoteModal({
  quote,
  sending,
  onSend,
  onClose,
}: {
  quote: Quote;
  sending: boolean;
  onSend: (channel: QuoteSendChannel) => void;
  onClose: () => void;
}) {
  const [channel, setChannel] = useState<QuoteSendChannel>(
    quote.customerPhone ? 'SMS' : quote.customerEmail ? 'EMAIL' : 'LIEN',
  );
  return (
    <Modal opened onClose={onClose} title={`Envoyer le devis ${quote.number}`} centered>
      <Stack>
        <Text size="sm">
          Le client reçoit un lien où il lit le devis et l’accepte (« Bon pour accord ») ou le refuse.
        </Text>
        <Radio.Group
          label="Envoi"
          value={channel}
          onChange={(value) => setChannel(value as QuoteSendChannel)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="SMS"
              disabled={!quote.customerPhone}
              label={`Par SMS${quote.customerPhone ? ` au ${quote.customerPhone}` : ' (aucun téléphone)'}`}
            />
            <Radio
              value="EMAIL"
              disabled={!quote.customerEmail}
              label={`Par e-mail${quote.customerEmail ? ` à ${quote.customerEmail}` : ' (aucune adresse)'}`}
            />
            <Radio value="LIEN" label="Lien à transmettre moi-même" />
          </Stack>
        </Radio.Group>
        <QuoteWarnings lines={quote.lines} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button loading={sending} onClick={() => onSend(channel)}>
            Envoyer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
