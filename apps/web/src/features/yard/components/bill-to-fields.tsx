import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { Customer } from '@plateau/contracts';
import { useState } from 'react';
import { useBillableCustomers } from '../api/yard.ts';

const PERSON = 'PERSON';

const nameOf = (customer: Customer) => {
  const main = customer.headQuarterPlace;
  const person = [main?.contactFirstname, main?.contactName].filter(Boolean).join(' ');
  return `${main?.companyName || person || 'Client'} (${customer.code})`;
};

/**
 * Who receives the release's invoice: the person who takes the vehicle (at the address typed, the owner's by
 * default), or a customer of the account (the insurer, the authority).
 */
export function BillToFields({
  customerId,
  address,
  onChange,
}: {
  customerId: number | null;
  address: string;
  onChange: (patch: { customerId?: number | null; takerAddress?: string }) => void;
}) {
  const [search, setSearch] = useState('');
  const customers = useBillableCustomers(search).data?.rows ?? [];
  const data = [
    { value: PERSON, label: 'La personne qui reprend le véhicule' },
    ...customers.map((customer) => ({ value: String(customer.id), label: nameOf(customer) })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Facturer à"
        searchable
        data={data}
        value={customerId === null ? PERSON : String(customerId)}
        allowDeselect={false}
        onSearchChange={(text) => setSearch(text === data[0]!.label ? '' : text)}
        onChange={(value) => onChange({ customerId: value && value !== PERSON ? Number(value) : null })}
      />
      {customerId === null && (
        <TextInput
          label="Adresse de facturation"
          withAsterisk
          value={address}
          onChange={(e) => onChange({ takerAddress: e.currentTarget.value })}
        />
      )}
    </SimpleGrid>
  );
}
