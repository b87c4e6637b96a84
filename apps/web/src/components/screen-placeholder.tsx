import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** Stands for a screen a later issue builds; it does not pretend to work. */
export function ScreenPlaceholder({ description }: { description?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" color="gray">
          <IconTools size={24} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Écran en préparation
        </Title>
        <Text c="dimmed">
          {description ?? 'Cet écran sera disponible dans une prochaine version de Plateau.'}
        </Text>
      </Stack>
    </Paper>
  );
}
