import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { usePaymentModes } from '../api/get-accounting.ts';
import type { DraftClient } from '../model/invoice-draft.ts';
import { pickedClient } from '../model/picked-client.ts';
import { CustomerPickerModal } from './customer-picker-modal.tsx';

/**
 * The invoice's client: picked from the customers, then editable on this invoice only; read only
 * once issued, and on a credit note the invoice's customer stays (only its details change).
 */
export function InvoiceClientTab({
  client,
  onChange,
  readOnly = false,
  customerFixed = false,
}: {
  client: DraftClient;
  onChange: (client: DraftClient) => void;
  readOnly?: boolean;
  customerFixed?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const modes = usePaymentModes();
  const modeOptions = (modes.data ?? []).map((m) => ({ value: String(m.id), label: m.nom }));
  const place = client.place ?? {};
  const set = (change: Partial<DraftClient>) => onChange({ ...client, ...change });
  const setPlace = (field: 'line1' | 'line2' | 'zipCode' | 'city', value: string) =>
    set({ place: { ...place, [field]: value || null } });
  return (
    <Stack>
      {!readOnly && !customerFixed && (
        <Button
          variant="light"
          leftSection={<IconSearch size={16} />}
          onClick={() => setPicking(true)}
          w="fit-content"
        >
          Rechercher un client
        </Button>
      )}
      {!client.id && <Text c="dimmed">Aucun client sélectionné</Text>}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          readOnly={readOnly}
          label="Société"
          value={client.companyName ?? ''}
          onChange={(e) => set({ companyName: e.currentTarget.value || null })}
        />
        <TextInput
          readOnly={readOnly}
          label="Prénom du contact"
          value={client.contactFirstname ?? ''}
          onChange={(e) => set({ contactFirstname: e.currentTarget.value || null })}
        />
        <TextInput
          readOnly={readOnly}
          label="Nom du contact"
          value={client.contactName ?? ''}
          onChange={(e) => set({ contactName: e.currentTarget.value || null })}
        />
        <TextInput
          readOnly={readOnly}
          label="Adresse"
          value={place.line1 ?? ''}
          onChange={(e) => setPlace('line1', e.currentTarget.value)}
        />
        <TextInput
          readOnly={readOnly}
          label="Complément d'adresse"
          value={place.line2 ?? ''}
          onChange={(e) => setPlace('line2', e.currentTarget.value)}
        />
        <SimpleGrid cols={2}>
          <TextInput
            readOnly={readOnly}
            label="Code postal"
            value={place.zipCode ?? ''}
            onChange={(e) => setPlace('zipCode', e.currentTarget.value)}
          />
          <TextInput
            readOnly={readOnly}
            label="Ville"
            value={place.city ?? ''}
            onChange={(e) => setPlace('city', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Select
          readOnly={readOnly}
          label="Mode de règlement"
          data={modeOptions}
          value={client.modeReglementId ? String(client.modeReglementId) : null}
          onChange={(v) => set({ modeReglementId: v ? Number(v) : null })}
          // No mode is 'À réception' (spec 1 §2 'Customers').
          placeholder="À réception"
          clearable={!readOnly}
        />
      </SimpleGrid>
      {/* Mounted while open: each search starts afresh, never on a row chosen then cancelled. */}
      {picking && (
        <CustomerPickerModal
          opened
          onClose={() => setPicking(false)}
          onPick={(customer) => onChange(pickedClient(customer, client))}
        />
      )}
    </Stack>
  );
}
