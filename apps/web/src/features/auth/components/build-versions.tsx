import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LOCAL_BUILD_VERSION, useServerBuild } from '../api/get-build-info.ts';

/** A tab opened before a deployment runs the old app; the update button reloads it (spec 1 §2). */
export function BuildVersions() {
  const { data, isError } = useServerBuild();
  const serverVersion = data?.build.version;
  const outdated = serverVersion !== undefined && serverVersion !== LOCAL_BUILD_VERSION;
  return (
    <Stack gap={4} align="center">
      <Text size="xs" c="dimmed" data-testid="local-version">
        Version application : {LOCAL_BUILD_VERSION}
      </Text>
      <Text size="xs" c="dimmed" data-testid="server-version">
        Version serveur : {serverVersion ?? (isError ? 'indisponible' : '…')}
      </Text>
      {outdated && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            onClick={() => window.location.reload()}
          >
            Mettre à jour
          </Button>
        </Group>
      )}
    </Stack>
  );
}
