import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';

export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={large ? 44 : 34} radius="md" color="orange" variant="filled">
        <IconTruck size={large ? 26 : 20} />
      </ThemeIcon>
      <Text fw={800} fz={large ? 28 : 20} c="plateau.9" style={{ letterSpacing: '-0.02em' }}>
        Plateau
      </Text>
    </Group>
  );
}
