import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the 'Dossier' tab. */
export function SectionCard({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {extra}
      </Group>
      {children}
    </Card>
  );
}
