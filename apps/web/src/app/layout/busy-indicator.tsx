import { Group, Loader, Text } from '@mantine/core';
import { useIsFetching, useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import '../../lib/query-meta.ts';

export const DEFAULT_BUSY_LABEL = 'Chargement en cours...';

function activeLabel(queryClient: QueryClient): string {
  const mutation = queryClient
    .getMutationCache()
    .findAll({ status: 'pending' })
    .find((candidate) => candidate.options.meta?.busyLabel);
  const query = queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching' })
    .find((candidate) => candidate.meta?.busyLabel);
  return mutation?.options.meta?.busyLabel ?? query?.meta?.busyLabel ?? DEFAULT_BUSY_LABEL;
}

/** The top bar's spinner: a screen names what it waits for with `meta.busyLabel` on its query or mutation. */
export function BusyIndicator() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.silent });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.options.meta?.silent });
  if (fetching + mutating === 0) return null;
  return (
    <Group gap={8} wrap="nowrap" role="status" aria-live="polite">
      <Loader size="xs" />
      <Text size="sm" c="dimmed" visibleFrom="sm">
        {activeLabel(queryClient)}
      </Text>
    </Group>
  );
}
