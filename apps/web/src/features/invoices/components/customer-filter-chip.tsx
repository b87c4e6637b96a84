import { Badge, CloseButton } from '@mantine/core';

/** The list opened on one customer (from « Encours clients »): says so, and lifts the filter. */
export function CustomerFilterChip({ name, onClear }: { name: string | null; onClear: () => void }) {
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      rightSection={<CloseButton size="xs" aria-label="Retirer le filtre sur le client" onClick={onClear} />}
    >
      Client : {name ?? 'choisi'}
    </Badge>
  );
}
