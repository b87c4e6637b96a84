import { Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import type { YardEntryDto, YardHandover } from '@plateau/contracts';
import { useState } from 'react';
import { useHandOver } from '../api/yard.ts';

/** « Remise aux Domaines » or « Remise pour destruction », once the vehicle is deemed abandoned. */
export function HandoverForm({ entry }: { entry: YardEntryDto }) {
  const handOver = useHandOver(entry.id);
  const [form, setForm] = useState<Omit<YardHandover, 'handedAt'>>({
    kind: 'DESTRUCTION',
    recipient: '',
    vhuCentreNumber: '',
    destructionCertificateNumber: '',
  });
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
