import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRenewPlatformWebhook } from '../api/platform-settings.ts';

/**
 * The platform's webhook: a new address (its token shown this once) to declare on the platform, so
 * statuses arrive at once instead of at the next poll; the previous address stops working.
 */
export function PlatformWebhook({ saved }: { saved: boolean }) {
  const [address, setAddress] = useState<string | null>(null);
  const renew = useRenewPlatformWebhook();
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          variant="default"
          disabled={!saved}
          loading={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: ({ path }) => setAddress(`${window.location.origin}${path}`),
            })
          }
        >
          Nouvelle adresse de webhook
        </Button>
        <Text size="sm" c="dimmed">
          Facultatif : les statuts arrivent aussi par la relève régulière.
        </Text>
      </Group>
      {address && (
        <Text size="sm">
          À déclarer sur la plateforme (affichée une seule fois) : <Code>{address}</Code>
        </Text>
      )}
    </Stack>
  );
}
