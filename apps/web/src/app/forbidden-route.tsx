import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { RouteError } from './route-error.tsx';

/** A screen this user may not open: a page that says so, inside the layout, with a way back. */
export function ForbiddenOrError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <RouteError />;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconLock size={40} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Accès refusé
        </Title>
        <Text c="dimmed">
          {typeof error.data === 'string' ? error.data : "Vous n'avez pas accès à cette page."}
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          Retour à l&apos;accueil
        </Button>
      </Stack>
    </Center>
  );
}
