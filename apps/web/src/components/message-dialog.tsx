import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export const GENERIC_ERROR_TITLE = 'Erreur';
export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue lors de votre action';

/** Line breaks of server and helper messages are kept on screen. */
export function MultilineText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {children}
    </Text>
  );
}

/** The generic error helper (spec 1 §2, spec 3 §8). */
export function openGenericError(options: { title?: string; message?: string } = {}): string {
  const modalId = `generic-error-${Date.now()}`;
  modals.open({
    modalId,
    title: options.title ?? GENERIC_ERROR_TITLE,
    centered: true,
    children: (
      <Stack>
        <MultilineText>{options.message ?? GENERIC_ERROR_MESSAGE}</MultilineText>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)}>OK</Button>
        </Group>
      </Stack>
    ),
  });
  return modalId;
}
