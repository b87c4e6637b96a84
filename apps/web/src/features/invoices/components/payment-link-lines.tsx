import { Text } from '@mantine/core';
import { paymentLinkChannelLabels, type PaymentLink } from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { usePaymentLinks } from '../api/payment-links.ts';

const OUTCOME_TEXT = { PAID: 'payé', FAILED: 'paiement échoué', ABANDONED: 'paiement abandonné' } as const;

/** « Lien envoyé par SMS au +33… le 29/11/2026 14:05 · expire le … · paiement échoué ». */
const lineOf = (link: PaymentLink) =>
  [
    `Lien envoyé par ${paymentLinkChannelLabels[link.channel]} à ${link.recipient} le ${formatListDate(link.createdAt)}`,
    new Date(link.expiresAt) < new Date() ? 'expiré' : `valable jusqu’au ${formatListDate(link.expiresAt)}`,
    ...(link.lastOutcome ? [OUTCOME_TEXT[link.lastOutcome]] : []),
  ].join(' · ');

/** The payment links sent for the invoice, newest first. */
export function PaymentLinkLines({ invoiceId }: { invoiceId: number }) {
  const { data } = usePaymentLinks(invoiceId);
  if (!data?.data.length) return null;
  return (
    <div data-testid="payment-links">
      {data.data.map((link) => (
        <Text key={link.id} size="xs" c="dimmed">
          {lineOf(link)}
        </Text>
      ))}
    </div>
  );
}
