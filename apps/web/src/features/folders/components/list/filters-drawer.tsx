import { Badge, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { activeFilterCount, NO_FILTERS, type FolderListSearch } from '../../model/list-search.ts';
import { FolderFilters } from './folder-filters.tsx';

interface FiltersDrawerProps {
  search: FolderListSearch;
  onChange: (filters: Partial<FolderListSearch>) => void;
  isAssisteur: boolean;
}

const activeText = (count: number) => (count === 1 ? '1 filtre actif' : `${count} filtres actifs`);

/**
 * On a phone the filters wait in a drawer, opened by « Filtres » with the count of those set. The
 * list follows each change behind it; the drawer keeps the focus inside and Escape closes it.
 */
export function FiltersDrawer({ search, onChange, isAssisteur }: FiltersDrawerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const count = activeFilterCount(search, isAssisteur);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} />}
        rightSection={
          count > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {count}
            </Badge>
          ) : undefined
        }
        onClick={open}
        aria-label={count > 0 ? `Filtres (${activeText(count)})` : 'Filtres'}
        aria-haspopup="dialog"
      >
        Filtres
      </Button>
      <Drawer opened={opened} onClose={close} title="Filtres" position="right" size="min(100%, 22rem)">
        <Stack gap="lg">
          <FolderFilters search={search} onChange={onChange} isAssisteur={isAssisteur} layout="drawer" />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" disabled={count === 0} onClick={() => onChange(NO_FILTERS)}>
              Effacer les filtres
            </Button>
            <Button onClick={close}>Voir les dossiers</Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
