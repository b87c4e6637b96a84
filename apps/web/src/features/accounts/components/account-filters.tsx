import { ActionIcon, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { BusinessNatureCode, businessNatureLabels } from '@plateau/contracts';
import { useState } from 'react';
import type { AccountSearch } from './account-search.ts';

const ALL = 'ALL';
const TYPES = [
  { value: ALL, label: 'Tous types' },
  ...BusinessNatureCode.map((code) => ({ value: code, label: businessNatureLabels[code] })),
];

interface AccountFiltersProps {
  search: AccountSearch;
  onChange: (changes: Partial<AccountSearch>) => void;
  onRefresh: () => void;
  onCreate: () => void;
}

/** Type, 'Nom du compte', refresh and 'Nouveau' (spec 1 §2 'Accounts'). */
export function AccountFilters({ search, onChange, onRefresh, onCreate }: AccountFiltersProps) {
  const [text, setText] = useState(search.text ?? '');
  const commitText = useDebouncedCallback(
    (value: string) => onChange({ text: value.trim() || undefined }),
    400,
  );
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        <Select
          label="Type"
          placeholder="Assisteur"
          data={TYPES}
          value={search.businessNature ?? ALL}
          allowDeselect={false}
          onChange={(value) =>
            onChange({
              businessNature: value && value !== ALL ? (value as AccountSearch['businessNature']) : undefined,
            })
          }
          w={200}
        />
        <TextInput
          label="Nom du compte"
          leftSection={<IconSearch size={16} />}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.currentTarget.value);
            commitText(event.currentTarget.value);
          }}
          w={260}
        />
        <Tooltip label="Rafraîchir" openDelay={300}>
          <ActionIcon variant="default" size="lg" aria-label="Rafraîchir" onClick={onRefresh}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        Nouveau
      </Button>
    </Group>
  );
}
