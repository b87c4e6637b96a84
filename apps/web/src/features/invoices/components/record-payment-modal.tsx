import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { paymentMethodLabels, PaymentMethod } from '@plateau/contracts';
import { useState } from 'react';
import { isEdited, useGuardedClose } from '../../../components/form-modal.tsx';
import { notifySuccess } from '../../../components/notify.tsx';
import { DAY_DISPLAY_FORMAT, dayjs, STORED_DATE_FORMAT } from '../../../lib/dates.ts';
import { useRecordPayment } from '../api/invoice-payments.ts';
import {
  initialPaymentForm,
  paymentBody,
  paymentFormIssues,
  referenceFieldOf,
  type PaymentForm,
  type PaymentFormIssues,
} from '../model/payment-form.ts';

const METHODS = PaymentMethod.options.map((value) => ({ value, label: paymentMethodLabels[value] }));

/**
 * « Enregistrer un paiement »: its date, the amount (what remains, to lower for a partial payment), the method,
 * the cheque's number or the transfer's reference when the law of the method wants it, who received it.
 */
export function RecordPaymentModal({
  invoiceId,
  remaining,
  onClose,
}: {
  invoiceId: number;
  remaining: number;
  onClose: () => void;
}) {
  const [initial] = useState(() => initialPaymentForm(remaining, dayjs().format(STORED_DATE_FORMAT)));
  const [form, setForm] = useState<PaymentForm>(initial);
  const [issues, setIssues] = useState<PaymentFormIssues>({});
  const record = useRecordPayment(invoiceId);
  const close = useGuardedClose(isEdited(initial, form), onClose);
  const set = (change: Partial<PaymentForm>) => {
    setForm((before) => ({ ...before, ...change }));
    setIssues((before) => ({
      ...before,
      ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])),
    }));
  };
  const reference = referenceFieldOf(form.method);
  const submit = async () => {
    const found = paymentFormIssues(form, remaining);
    setIssues(found);
    if (Object.keys(found).length) return;
    await record.mutateAsync(paymentBody(form));
    notifySuccess('Enregistré !', 'Le paiement a bien été enregistré.');
    onClose();
  };
  return (
    <Modal opened onClose={() => void close()} title="Enregistrer un paiement" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit().catch(() => undefined);
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput
              label="Date du paiement"
              required
              valueFormat={DAY_DISPLAY_FORMAT}
              maxDate={dayjs().format(STORED_DATE_FORMAT)}
              value={form.date}
              error={issues.date}
              onChange={(value) => set({ date: value ? value.slice(0, 10) : null })}
            />
            <TextInput
              label="Montant"
              required
              data-autofocus
              inputMode="decimal"
              rightSection="€"
              description={`Reste à payer : ${initial.amount} €`}
              value={form.amount}
              error={issues.amount}
              onChange={(event) => set({ amount: event.currentTarget.value })}
            />
            <Select
              label="Mode de paiement"
              required
              placeholder="Choisir"
              data={METHODS}
              value={form.method}
              error={issues.method}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              onChange={(value) => set({ method: value as PaymentMethod | null, reference: '' })}
            />
            {reference && (
              <TextInput
                label={reference.label}
                required={reference.required}
                value={form.reference}
                error={issues.reference}
                maxLength={100}
                onChange={(event) => set({ reference: event.currentTarget.value })}
              />
            )}
            <TextInput
              label="Reçu par"
              value={form.receivedBy}
              maxLength={120}
              onChange={(event) => set({ receivedBy: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void close()}>
              Annuler
            </Button>
            <Button type="submit" loading={record.isPending}>
              Enregistrer le paiement
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
