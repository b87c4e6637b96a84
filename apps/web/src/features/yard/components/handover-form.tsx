import { Button, Group, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import type { YardEntryDto, YardHandover } from '@plateau/contracts';
import { useState } from 'react';
import { useBillableCustomers, useHandOver } from '../api/yard.ts';

/** « Remise aux Domaines » or « Remise pour destruction », once the vehicle is deemed abandoned. */
export function HandoverForm({ entry }: { entry: YardEntryDto }) {
  const handOver = useHandOver(entry.id);
  const [form, setForm] = useState<Omit<YardHandover, 'handedAt'>>({
    kind: 'DESTRUCTION',
    recipient: '',
    vhuCentreNumber: '',
    destructionCertificateNumber: '',
    customerId: null,
  });
  const [search, setSearch] = useState('');
  const customers = useBillableCustomers(search).data?.rows ?? [];
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <Stack gap="xs">
      <Title order={4}>Remise</Title>
      <SegmentedControl
        aria-label="Type de remise"
        data={[
          { value: 'DESTRUCTION', label: 'Pour destruction' },
          { value: 'DOMAINES', label: 'Aux Domaines' },
        ]}
        value={form.kind}
        onChange={(kind) => set({ kind: kind as YardHandover['kind'] })}
      />
      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput
          label="Destinataire"
          value={form.recipient}
          onChange={(e) => set({ recipient: e.currentTarget.value })}
        />
        {form.kind === 'DESTRUCTION' && (
          <>
            <TextInput
              label="N° d’agrément VHU"
              value={form.vhuCentreNumber}
              onChange={(e) => set({ vhuCentreNumber: e.currentTarget.value })}
            />
            <TextInput
              label="N° du certificat de destruction"
              value={form.destructionCertificateNumber}
              onChange={(e) => set({ destructionCertificateNumber: e.currentTarget.value })}
            />
          </>
        )}
        <Select
          label="Facturer les frais à (autorité)"
          placeholder="Pas de facture maintenant"
          searchable
          clearable
          data={customers.map((c) => ({
            value: String(c.id),
            label: `${c.headQuarterPlace?.companyName || c.code} (${c.code})`,
          }))}
          value={form.customerId === null ? null : String(form.customerId)}
          onSearchChange={setSearch}
          onChange={(value) => set({ customerId: value ? Number(value) : null })}
        />
        <Button
          variant="light"
          color="orange"
          disabled={!form.recipient}
          onClick={() => handOver.mutate({ ...form, handedAt: new Date().toISOString() })}
        >
          Remettre le véhicule
        </Button>
      </Group>
    </Stack>
  );
}
