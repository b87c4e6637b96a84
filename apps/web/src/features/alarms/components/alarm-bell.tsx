import { ActionIcon, Indicator, Menu, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconBell, IconClockHour4, IconMessage, IconParking } from '@tabler/icons-react';
import type { Alarm } from '@plateau/contracts';
import { Link } from 'react-router';
import { useAlarms } from '../api/get-alarms.ts';

const ALARM_TYPE = {
  MESSAGE_UNREAD: { label: 'Message non lu', icon: IconMessage, color: 'var(--mantine-color-blue-6)' },
  WAITING_ACCEPTATION: {
    label: "En attente d'acceptation",
    icon: IconClockHour4,
    color: 'var(--mantine-color-orange-6)',
  },
  YARD_DEADLINE: { label: 'Échéance de fourrière', icon: IconParking, color: 'var(--mantine-color-red-6)' },
} as const;

/** Where an alarm leads: its folder, or the yard's vehicle. */
const alarmTarget = (alarm: Alarm) =>
  alarm.yardEntryId ? `/fourriere/${alarm.yardEntryId}` : `/folders/${alarm.folderId}`;
const alarmKey = (alarm: Alarm) => `${alarm.yardEntryId ?? alarm.folderId}-${alarm.type}`;

/** One line per folder and kind of alarm, whatever the answer repeats (issue 20 §4.14: each alarm once). */
export function distinctAlarms(alarms: readonly Alarm[]): Alarm[] {
  const seen = new Set<string>();
  return alarms.filter((alarm) => {
    const key = alarmKey(alarm);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function AlarmItem({ alarm }: { alarm: Alarm }) {
  const type = ALARM_TYPE[alarm.type];
  // « Dossier 12 · En attente d'acceptation » says it all: the description would say it again.
  const detail = alarm.type === 'WAITING_ACCEPTATION' ? null : alarm.description;
  const title =
    alarm.type === 'YARD_DEADLINE'
      ? `Véhicule ${alarm.externalNumber} · ${type.label}`
      : `Dossier ${alarm.externalNumber ?? alarm.folderId} · ${type.label}`;
  return (
    <Menu.Item
      component={Link}
      to={alarmTarget(alarm)}
      leftSection={<type.icon size={18} color={type.color} />}
    >
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {detail}
        </Text>
      )}
    </Menu.Item>
  );
}

/** What a screen reader says of the bell: « Alarmes : 2 alarmes ». */
export const alarmBellLabel = (count: number) =>
  `Alarmes : ${count === 0 ? 'aucune alarme' : count === 1 ? '1 alarme' : `${count} alarmes`}`;

/** The top bar's bell (spec 1 §2): the count in a badge, each alarm leading to its folder. */
export function AlarmBell() {
  const alarms = distinctAlarms(useAlarms().data ?? []);
  return (
    <Menu position="bottom-end" width={360} shadow="md" withinPortal>
      {/* The menu's button is the bell itself (a div may not carry aria-expanded), the count around it. */}
      <Indicator label={alarms.length} size={18} color="red" offset={4} disabled={alarms.length === 0}>
        <Menu.Target>
          <Tooltip label="Alarmes">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={alarmBellLabel(alarms.length)}>
              <IconBell size={22} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        <Menu.Label>Alarmes</Menu.Label>
        {alarms.length === 0 ? (
          <Stack p="sm">
            <Text size="sm" c="dimmed">
              Aucune alarme
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah={400}>
            {alarms.map((alarm) => (
              <AlarmItem key={alarmKey(alarm)} alarm={alarm} />
            ))}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
