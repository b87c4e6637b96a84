import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Component() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconMapQuestion size={40} />
        </ThemeIcon>
        <Text fw={800} fz={56} c="plateau.9" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page introuvable
        </Title>
        <Text c="dimmed">
          La page demandée n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à l'accueil.
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />} size="md">
          Retour à l'accueil
        </Button>
      </Stack>
    </Center>
  );
}
