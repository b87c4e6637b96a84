import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconBattery1,
  IconBattery2,
  IconBattery3,
  IconBattery4,
  IconBatteryCharging,
  IconExternalLink,
} from '@tabler/icons-react';
import {
  batteryIcon,
  externalMapUrl,
  formatCoordinate,
  formatTemperature,
  type BatteryIcon,
  type Thing,
} from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';

const BATTERY_ICONS: Record<BatteryIcon, typeof IconBattery1> = {
  quarter: IconBattery1,
  half: IconBattery2,
  'three-quarters': IconBattery3,
  full: IconBattery4,
  charging: IconBatteryCharging,
};

export function NameCell({ thing, withAccount }: { thing: Thing; withAccount: boolean }) {
  return (
    <Stack gap={4} align="flex-start">
      {withAccount && (
        <Badge size="sm" variant="light" color={thing.accountName ? 'blue' : 'gray'}>
          {thing.accountName ?? 'Non associé'}
        </Badge>
      )}
      <Text size="sm" fw={500}>
        {thing.name}
      </Text>
      <Badge size="xs" variant="outline" color="gray" ff="monospace">
        {thing.abeewayId}
      </Badge>
    </Stack>
  );
}

/** Date, rssi, snr, temperature and battery (spec 1 §2). */
export function HealthCell({ thing }: { thing: Thing }) {
  const icon = batteryIcon(thing.batteryLevel);
  const Battery = icon && BATTERY_ICONS[icon];
  return (
    <Stack gap={2}>
      <Text size="sm">{thing.infoDateTime ? formatListDate(thing.infoDateTime) : '—'}</Text>
      <Text size="xs" c="dimmed">
        {[thing.rssi !== null && `RSSI ${thing.rssi} dBm`, thing.snr !== null && `SNR ${thing.snr} dB`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Group gap="xs">
        {thing.temperature !== null && <Text size="sm">{formatTemperature(thing.temperature)}</Text>}
        {Battery && (
          <Group gap={2} aria-label={`Batterie ${thing.batteryLevel} %`} data-battery={icon}>
            <Battery size={18} />
            <Text size="sm">{thing.batteryLevel} %</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/** Where and when; the coordinates open an external map in a new tab. */
export function PositionCell({ thing }: { thing: Thing }) {
  const { positionLatitude: latitude, positionLongitude: longitude } = thing;
  if (latitude === null || longitude === null) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">{thing.locationDateTime ? formatListDate(thing.locationDateTime) : ''}</Text>
      <Anchor href={externalMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} wrap="nowrap">
          {formatCoordinate(latitude)}, {formatCoordinate(longitude)}
          <IconExternalLink size={14} />
        </Group>
      </Anchor>
    </Stack>
  );
}
