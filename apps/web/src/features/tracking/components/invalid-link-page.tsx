import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { TRACKING_LINK_INVALID_MESSAGE } from '@plateau/contracts';

/**
 * An unknown or expired link (or, with `unreachable`, no answer at all): a kind page, with
 * nothing of any mission and no way into the back-office.
 */
export function InvalidLinkPage({
  unreachable = false,
  onRetry,
}: {
  unreachable?: boolean;
  onRetry?: () => void;
}) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={440} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
          <IconLinkOff size={40} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {unreachable ? 'Suivi momentanément indisponible' : TRACKING_LINK_INVALID_MESSAGE}
        </Title>
        <Text c="dimmed">
          {unreachable
            ? 'Le suivi de votre intervention ne répond pas pour le moment. Réessayez dans quelques instants.'
            : 'Le suivi s’arrête 24 heures après la fin de l’intervention. Pour toute question, contactez votre dépanneur ou votre assistance.'}
        </Text>
        {unreachable && onRetry && (
          <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
            Réessayer
          </Button>
        )}
      </Stack>
    </Center>
  );
}
