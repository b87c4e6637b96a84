import { Badge, type BadgeProps } from '@mantine/core';
import type { PaymentState } from '@plateau/contracts';

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
    <Badge variant="light" color={COLORS[state]} tt="none" {...props}>
      {label}
    </Badge>
  );
}
