import { Button, Group } from '@mantine/core';
import { IconFileImport, IconRoute } from '@tabler/icons-react';
import type { ImportKind } from './import-modals.tsx';

/** 'Importer un CSV' and 'Importer un GPX' (non-assisteur only, spec 2 §2). */
export function ImportButtons({ onImport }: { onImport: (kind: ImportKind) => void }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => onImport('csv')}>
        Importer un CSV
      </Button>
      <Button variant="default" leftSection={<IconRoute size={16} />} onClick={() => onImport('gpx')}>
        Importer un GPX
      </Button>
    </Group>
  );
}
