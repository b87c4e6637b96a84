import { Group, Select, Switch, TextInput } from '@mantine/core';
import { YARD_AUTHORITY_LABELS, YARD_CATEGORY_LABELS, YARD_REASON_LABELS } from '@plateau/contracts';
import type { LotFilters } from '../model/yard-format.ts';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The lot's filter bar: plate search, authority, reason, category, overdue only. */
export function LotFilterBar({
  filters,
  onChange,
}: {
  filters: LotFilters;
  /** Only the filter that changed (the list merges it into the address as it is). */
  onChange: (patch: Partial<LotFilters>) => void;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Immatriculation"
        placeholder="AB-123-CD"
        defaultValue={filters.plate ?? ''}
        onChange={(event) => onChange({ plate: event.currentTarget.value || undefined })}
        w={160}
      />
      <Select
        label="Autorité"
        clearable
        data={options(YARD_AUTHORITY_LABELS)}
        value={filters.authority ?? null}
        onChange={(value) => onChange({ authority: (value ?? undefined) as LotFilters['authority'] })}
        w={190}
      />
      <Select
        label="Motif"
        clearable
        data={options(YARD_REASON_LABELS)}
        value={filters.reason ?? null}
        onChange={(value) => onChange({ reason: (value ?? undefined) as LotFilters['reason'] })}
        w={230}
      />
      <Select
        label="Catégorie"
        clearable
        data={options(YARD_CATEGORY_LABELS)}
        value={filters.category ?? null}
        onChange={(value) => onChange({ category: (value ?? undefined) as LotFilters['category'] })}
        w={210}
      />
      <Switch
        label="Délai dépassé"
        checked={filters.overdue === 'true'}
        onChange={(event) => onChange({ overdue: event.currentTarget.checked ? 'true' : undefined })}
        mb={6}
      />
    </Group>
  );
}
