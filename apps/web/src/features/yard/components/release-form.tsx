import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  YARD_IDENTITY_DOCUMENT_LABELS,
  YARD_PAYMENT_METHOD_LABELS,
  YARD_TAKER_LABELS,
  type YardEntryDto,
  type YardRelease,
} from '@plateau/contracts';
import { useState } from 'react';
import { useRelease } from '../api/yard.ts';
import { BillToFields } from './bill-to-fields.tsx';
import { YardSignature } from './yard-signature.tsx';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
type Form = Omit<YardRelease, 'expectedTotalCents' | 'releasedAt'>;

/** « Restituer »: who takes the vehicle, the documents checked, the payment, the signature. */
export function ReleaseForm({ entry }: { entry: YardEntryDto }) {
  const release = useRelease(entry.id);
  const [form, setForm] = useState<Form>({
    taker: 'OWNER',
    takerName: entry.owner.name,
    identityDocument: 'CNI',
    identityNumber: '',
    companyName: '',
    kbisNumber: '',
    registrationChecked: false,
    insuranceChecked: false,
    mainleveeChecked: false,
    paymentMethod: null,
    paymentReference: '',
    customerId: null,
    takerAddress: entry.owner.address,
    signature: null,
  });
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () =>
    release.mutate({
      ...form,
      expectedTotalCents: entry.fees.totalCents,
      releasedAt: new Date().toISOString(),
    });
  return (
    <Stack gap="xs">
      <Title order={4}>Restitution</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Qualité"
          data={options(YARD_TAKER_LABELS)}
          value={form.taker}
          allowDeselect={false}
          onChange={(taker) => set({ taker: taker as Form['taker'] })}
        />
        <TextInput
          label="Nom"
          withAsterisk
          value={form.takerName}
          onChange={(e) => set({ takerName: e.currentTarget.value })}
        />
        <Select
          label="Pièce d’identité"
          data={options(YARD_IDENTITY_DOCUMENT_LABELS)}
          value={form.identityDocument}
          allowDeselect={false}
          onChange={(doc) => set({ identityDocument: doc as Form['identityDocument'] })}
        />
        <TextInput
          label="N° de la pièce"
          withAsterisk
          value={form.identityNumber}
          onChange={(e) => set({ identityNumber: e.currentTarget.value })}
        />
        {form.taker === 'COMPANY' && (
          <TextInput
            label="Société"
            value={form.companyName}
            onChange={(e) => set({ companyName: e.currentTarget.value })}
          />
        )}
        {form.taker === 'COMPANY' && (
          <TextInput
            label="N° Kbis"
            withAsterisk
            value={form.kbisNumber}
            onChange={(e) => set({ kbisNumber: e.currentTarget.value })}
          />
        )}
        <Select
          label="Paiement"
          placeholder="Non payé"
          clearable
          data={options(YARD_PAYMENT_METHOD_LABELS)}
          value={form.paymentMethod}
          onChange={(method) => set({ paymentMethod: method as Form['paymentMethod'] })}
        />
        {(form.paymentMethod === 'CHEQUE' || form.paymentMethod === 'VIREMENT') && (
          <TextInput
            label={form.paymentMethod === 'CHEQUE' ? 'N° du chèque' : 'Référence du virement'}
            withAsterisk
            value={form.paymentReference}
            onChange={(e) => set({ paymentReference: e.currentTarget.value })}
          />
        )}
      </SimpleGrid>
      <BillToFields
        customerId={form.customerId}
        address={form.takerAddress}
        onChange={(patch) => set(patch)}
      />
      <Group gap="lg">
        <Checkbox
          label="Certificat d’immatriculation vérifié"
          checked={form.registrationChecked}
          onChange={(e) => set({ registrationChecked: e.currentTarget.checked })}
        />
        <Checkbox
          label="Attestation d’assurance vérifiée"
          checked={form.insuranceChecked}
          onChange={(e) => set({ insuranceChecked: e.currentTarget.checked })}
        />
        {entry.kind === 'FOURRIERE' && (
          <Checkbox
            label="Mainlevée vérifiée"
            checked={form.mainleveeChecked}
            onChange={(e) => set({ mainleveeChecked: e.currentTarget.checked })}
          />
        )}
      </Group>
      <YardSignature
        label="Signature de la personne qui reprend le véhicule"
        onChange={(signature) => set({ signature })}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={release.isPending}>
          Restituer
        </Button>
      </Group>
    </Stack>
  );
}
