import { Alert, Button, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type SignaturePad from 'signature_pad';
import { useRef, useState } from 'react';
import {
  driverCashMethodLabels,
  driverCashReferenceLabels,
  formatCents,
  numberToCents,
  type DriverMission,
} from '@plateau/contracts';
import { sendCash } from '../actions.ts';
import { amountStillDue, cashRequest, cashWaiting, emptyCashForm, type CashForm } from '../cash.ts';
import { recentlySent } from '../queue.ts';
import { SignatureBox } from '../../components/signature-box.tsx';
import { useShell } from './shell.tsx';

const euros = (amount: number) => formatCents(numberToCents(amount));
const METHODS = (['CARD', 'CASH', 'CHEQUE'] as const).map((value) => ({
  value,
  label: value === 'CARD' ? 'CB' : driverCashMethodLabels[value],
}));
const RECEIPTS = [
  { value: 'NONE', label: 'Sans reçu' },
  { value: 'SMS', label: 'SMS' },
  { value: 'EMAIL', label: 'E-mail' },
];

/**
 * « Encaisser » (issue 29 §2): the amount of the folder's lines (what its invoice still owes), how the customer
 * paid, their signature and where the receipt goes. Queued like the steps: offline, it waits on the phone and
 * leaves once, when the network is back.
 */
export function CashPanel({ mission }: { mission: DriverMission }) {
  const { pending } = useShell();
  const waiting = cashWaiting(mission.id, [...pending, ...recentlySent]);
  const due = amountStillDue(mission, waiting);
  const [form, setForm] = useState<CashForm>(() => emptyCashForm(mission, due));
  const [padKey, setPadKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const change = (patch: Partial<CashForm>) => setForm((f) => ({ ...f, ...patch }));
  const referenceLabel = driverCashReferenceLabels[form.method];

  const submit = () => {
    const signature = pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null;
    const built = cashRequest(form, signature, new Date().toISOString());
    if ('error' in built) return setError(built.error);
    setError(null);
    void sendCash(mission.id, built.request);
    const left = Math.max(0, (due ?? 0) - Number(built.request.amount));
    const { method, receiptChannel, receiptTo } = form;
    setForm({ ...emptyCashForm(mission, left), method, receiptChannel, receiptTo });
    setPadKey((k) => k + 1);
  };

  const paid = mission.cash.invoiceCode && mission.cash.amountDue === 0;
  return (
    <Stack gap="sm">
      {waiting.length > 0 && (
        <Alert color="orange" title="Encaissement en attente d'envoi" data-testid="cash-waiting">
          {waiting.map((a) => a.label).join(', ')} : gardé sur le téléphone jusqu'à ce que le serveur l'ait
          reçu.
        </Alert>
      )}
      {paid ? (
        <Alert color="teal" title="Facture réglée" data-testid="cash-paid">
          {mission.cash.refusal}
        </Alert>
      ) : mission.cash.refusal ? (
        <Alert color="gray" title="Rien à encaisser">
          {mission.cash.refusal}
        </Alert>
      ) : null}
      {!mission.cash.refusal && due !== null && due > 0 && (
        <>
          <Text size="lg">
            À encaisser : <b data-testid="cash-due">{euros(due)}</b>
            {mission.cash.invoiceCode ? ` (facture ${mission.cash.invoiceCode})` : ''}
          </Text>
          <NumberInput
            label="Montant reçu (€)"
            size="lg"
            min={0.01}
            max={due}
            decimalScale={2}
            decimalSeparator=","
            value={form.amount}
            onChange={(amount) => change({ amount })}
            inputMode="decimal"
          />
          <Text fw={500}>Moyen de paiement</Text>
          <SegmentedControl
            size="lg"
            fullWidth
            data={METHODS}
            value={form.method}
            onChange={(method) => change({ method: method as CashForm['method'], reference: '' })}
          />
          {referenceLabel && (
            <TextInput
              label={referenceLabel}
              size="lg"
              value={form.reference}
              onChange={(e) => change({ reference: e.currentTarget.value })}
              maxLength={100}
            />
          )}
          <TextInput
            label="Nom du signataire"
            size="lg"
            value={form.signer}
            onChange={(e) => change({ signer: e.currentTarget.value })}
            maxLength={100}
          />
          <Text fw={500}>Signature du client</Text>
          <SignatureBox key={padKey} padRef={pad} initial={null} onStroke={() => setError(null)} />
          <Button size="lg" variant="default" onClick={() => pad.current?.clear()}>
            Effacer la signature
          </Button>
          <Text fw={500}>Reçu au client</Text>
          <SegmentedControl
            size="lg"
            fullWidth
            data={RECEIPTS}
            value={form.receiptChannel}
            onChange={(value) => change({ receiptChannel: value as CashForm['receiptChannel'] })}
          />
          {form.receiptChannel !== 'NONE' && (
            <TextInput
              label={form.receiptChannel === 'SMS' ? 'Téléphone du client' : 'E-mail du client'}
              size="lg"
              type={form.receiptChannel === 'SMS' ? 'tel' : 'email'}
              value={form.receiptTo}
              onChange={(e) => change({ receiptTo: e.currentTarget.value })}
              maxLength={254}
            />
          )}
          {error && (
            <Text c="red" role="alert">
              {error}
            </Text>
          )}
          <Button size="xl" h={64} onClick={submit}>
            Encaisser {typeof form.amount === 'number' ? euros(form.amount) : ''}
          </Button>
        </>
      )}
    </Stack>
  );
}
