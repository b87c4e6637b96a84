import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CancelPaymentRequest, formatEuros, type Payment } from '@plateau/contracts';
import { notifySuccess } from '../../../components/notify.tsx';
import { useState } from 'react';
import { formatDay } from '../../../lib/dates.ts';
import { useCancelPayment } from '../api/invoice-payments.ts';

/** « Annuler » a payment: never edited nor deleted, cancelled with the reason the journal keeps. */
export function CancelPaymentModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelPayment(payment.invoiceId);
  const submit = async () => {
    // The server's rule (a reason of 3 characters at least), worded here in French.
    if (!CancelPaymentRequest.safeParse({ reason: reason.trim() }).success) {
      setError("Indiquez le motif de l'annulation (3 caractères au moins).");
      return;
    }
    await cancel.mutateAsync({ paymentId: payment.id, reason: reason.trim() });
    notifySuccess('Annulé !', 'Le paiement a bien été annulé.');
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Annuler le paiement">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <Stack>
          <Text size="sm">
            Paiement du {formatDay(payment.date)} de {formatEuros(payment.amount)}. Un paiement ne se modifie
            pas : il est annulé, avec son motif, et reste visible.
          </Text>
          <Textarea
            label="Motif de l'annulation"
            required
            data-autofocus
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Retour
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Annuler le paiement
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
