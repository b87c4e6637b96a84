import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';

/** A screen that failed to load: most often its code changed with a deployment, and a reload fixes it. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <Title order={1} size="h3">
          Une erreur est survenue
        </Title>
        <Text c="dimmed">
          Cet écran n'a pas pu être chargé. Rechargez la page ; si le problème persiste, contactez le support.
        </Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
      </Stack>
    </Center>
  );
}
