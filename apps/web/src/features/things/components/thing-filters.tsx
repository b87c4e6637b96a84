import { ActionIcon, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { UNASSIGNED_ACCOUNT_FILTER, type ThingAccountOption } from '@plateau/contracts';
import { useState } from 'react';
import type { ThingSearch } from '../model/thing-search.ts';

const ALL = 'all';

interface ThingFiltersProps {
  search: ThingSearch;
  /** The supervisor's accounts; undefined: no account filter. */
  accounts: ThingAccountOption[] | undefined;
  /** Only the filter that changed: a typed search must not carry an account chosen since. */
  onChange: (filters: Partial<Pick<ThingSearch, 'accountId' | 'text'>>) => void;
  onRefresh: () => void;
}

export function ThingFilters({ search, accounts, onChange, onRefresh }: ThingFiltersProps) {
  const [text, setText] = useState(search.text ?? '');
  const typed = useDebouncedCallback((value: string) => onChange({ text: value.trim() || undefined }), 300);
  return (
    <Group gap="sm" align="flex-end">
      {accounts && (
        <Select
          label="Compte"
          w={260}
          data={[
            { value: ALL, label: 'Tous les comptes' },
            { value: String(UNASSIGNED_ACCOUNT_FILTER), label: 'Non associés' },
            ...accounts.map((a) => ({ value: String(a.id), label: a.name })),
          ]}
          value={search.accountId === undefined ? ALL : String(search.accountId)}
          onChange={(value) => onChange({ accountId: !value || value === ALL ? undefined : Number(value) })}
          allowDeselect={false}
          searchable
        />
      )}
      <TextInput
        label="Recherche"
        placeholder="Nom ou identifiant"
        leftSection={<IconSearch size={16} />}
        w={260}
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          typed(event.currentTarget.value);
        }}
      />
      <Tooltip label="Actualiser" openDelay={300}>
        <ActionIcon variant="light" size="lg" aria-label="Actualiser" onClick={onRefresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
