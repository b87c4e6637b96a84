import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import type { CalendarTruck } from '@plateau/contracts';
import { truckStatusColors } from '../model/blocks.ts';

/** A row's head: status dot, name, plate and driver. */
export function TruckLabel({ truck }: { truck: CalendarTruck }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" px={4} data-truck-id={truck.id}>
      <ColorSwatch
        component="span"
        color={`var(--mantine-color-${truckStatusColors[truck.status]}-6)`}
        size={10}
        mt={4}
        withShadow={false}
        title={truck.statusLabel}
        aria-label={truck.statusLabel}
        role="img"
      />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" fw={600} lineClamp={1}>
          {truck.name}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={1}>
          {[truck.licensePlate, truck.driver?.name].filter(Boolean).join(' · ') || '—'}
        </Text>
      </Stack>
    </Group>
  );
}
