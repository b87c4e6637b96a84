import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconLink } from '@tabler/icons-react';
import { formatEuros, paymentMethodLabels, type Payment } from '@plateau/contracts';
import { useState } from 'react';
import { formatDay, formatListDate } from '../../../lib/dates.ts';
import { useInvoicePayments } from '../api/invoice-payments.ts';
import { CancelPaymentModal } from './cancel-payment-modal.tsx';
import { PaymentLinkLines } from './payment-link-lines.tsx';
import { InvoiceReminders } from './invoice-reminders.tsx';
import { PaymentStateBadge } from './payment-state-badge.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';
import { SendPaymentLinkModal } from './send-payment-link-modal.tsx';

/** « Chèque n° 1234 », « Virement réf. VIR-1 », « Espèces ». */
const methodText = (payment: Payment) => {
  const label = paymentMethodLabels[payment.method];
  if (!payment.reference) return label;
  return payment.method === 'TRANSFER' || payment.method === 'DIRECT_DEBIT'
    ? `${label} réf. ${payment.reference}`
    : `${label} n° ${payment.reference}`;
};

function PaymentLine({ payment, onCancel }: { payment: Payment; onCancel: () => void }) {
  const cancelled = payment.cancelledAt !== null;
  const what = `${formatDay(payment.date)} · ${formatEuros(payment.amount)} · ${methodText(payment)}`;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      align="flex-start"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="payment-line"
    >
      <Stack gap={2} miw={0}>
        <Text
          size="sm"
          fw={500}
          td={cancelled ? 'line-through' : undefined}
          c={cancelled ? 'dimmed' : undefined}
        >
          {what}
        </Text>
        {payment.receivedBy && (
          <Text size="xs" c="dimmed">
            Reçu par {payment.receivedBy}
          </Text>
        )}
        {cancelled && (
          <Text size="xs" c="red.8">
            Annulé le {formatListDate(payment.cancelledAt)} : {payment.cancelReason}
          </Text>
        )}
      </Stack>
      {!cancelled && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          style={{ flexShrink: 0 }}
          onClick={onCancel}
          aria-label={`Annuler le paiement du ${formatDay(payment.date)} de ${formatEuros(payment.amount)}`}
        >
          Annuler
        </Button>
      )}
    </Group>
  );
}

/**
 * « Paiements » of an issued invoice (issue 29 §1): its payment state, the payments received (a cancelled one
 * struck, with its reason), « Enregistrer un paiement » and « Envoyer un lien de paiement » while something
 * remains, the links sent, « Annuler » per payment, and the reminders sent (issue 29 §4).
 */
export function InvoicePayments({ invoiceId, code }: { invoiceId: number; code: string }) {
  const { data } = useInvoicePayments(invoiceId);
  const [recording, setRecording] = useState(false);
  const [cancelling, setCancelling] = useState<Payment | null>(null);
  const [linking, setLinking] = useState(false);
  if (!data) return null;
  return (
    <Card withBorder component="section" aria-labelledby="invoice-payments-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4" id="invoice-payments-title">
              Paiements
            </Title>
            <PaymentStateBadge state={data.state} label={data.label} data-testid="payment-state" />
          </Group>
          {data.remaining > 0 && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => setLinking(true)}>
                Envoyer un lien de paiement
              </Button>
              <Button leftSection={<IconCash size={16} />} onClick={() => setRecording(true)}>
                Enregistrer un paiement
              </Button>
            </Group>
          )}
        </Group>
        {data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aucun paiement enregistré.
          </Text>
        ) : (
          <div>
            {data.data.map((payment) => (
              <PaymentLine key={payment.id} payment={payment} onCancel={() => setCancelling(payment)} />
            ))}
          </div>
        )}
        <PaymentLinkLines invoiceId={invoiceId} />
        <InvoiceReminders invoiceId={invoiceId} code={code} />
      </Stack>
      {recording && (
        <RecordPaymentModal
          invoiceId={invoiceId}
          remaining={data.remaining}
          onClose={() => setRecording(false)}
        />
      )}
      {linking && <SendPaymentLinkModal invoiceId={invoiceId} onClose={() => setLinking(false)} />}
      {cancelling && <CancelPaymentModal payment={cancelling} onClose={() => setCancelling(null)} />}
    </Card>
  );
}
