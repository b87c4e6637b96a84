import { Badge, Stack, Text, type BadgeProps } from '@mantine/core';
import {
  decimalTextToCents,
  formatCents,
  paymentStateFilterLabels,
  type InvoicePaymentState,
  type PaymentState,
} from '@plateau/contracts';

const COLORS: Record<PaymentState, string> = {
  PAID: 'teal',
  PARTLY_PAID: 'blue',
  OVERDUE: 'red',
  TO_PAY: 'gray',
};

/** An issued invoice's payment state, in the server's words (« Partiellement payée (reste 120,00 €) »). */
export function PaymentStateBadge({
  state,
  label,
  ...props
}: { state: PaymentState; label: string } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    // Whole in a narrow table cell: the table scrolls rather than cut « En retard de 6 jours » to « En re… ».
    <Badge variant="light" color={COLORS[state]} tt="none" miw="max-content" {...props}>
      {label}
    </Badge>
  );
}

/**
 * The list's « Paiement » cell, narrower than the invoice's badge: « Partiellement payée » with what remains
 * under it, as for a late invoice.
 */
export function PaymentStateCell({ payment }: { payment: InvoicePaymentState }) {
  const owed = payment.state === 'PARTLY_PAID' || payment.state === 'OVERDUE';
  return (
    <Stack gap={2} align="flex-start">
      <PaymentStateBadge
        state={payment.state}
        label={payment.state === 'PARTLY_PAID' ? paymentStateFilterLabels.PARTLY_PAID : payment.label}
      />
      {owed && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          reste {formatCents(decimalTextToCents(payment.remaining))}
        </Text>
      )}
    </Stack>
  );
}
