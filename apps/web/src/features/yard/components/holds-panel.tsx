import { Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { YARD_HOLD_KIND_LABELS, type YardEntryDto, type YardHoldKind } from '@plateau/contracts';
import { useState } from 'react';
import { formatListDate } from '../../../lib/dates.ts';
import { useLiftHold, usePlaceHold } from '../api/yard.ts';

const KIND_OPTIONS = Object.entries(YARD_HOLD_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** The holds that block the release: each with who placed it and when, and who lifted it. */
export function HoldsPanel({ entry }: { entry: YardEntryDto }) {
  const place = usePlaceHold(entry.id);
  const lift = useLiftHold(entry.id);
  const [kind, setKind] = useState<YardHoldKind>('POLICE');
  const [who, setWho] = useState('');
  const present = entry.status === 'PRESENT';
  return (
    <Stack gap="xs">
      <Title order={4}>Oppositions</Title>
      {entry.holds.length === 0 && (
        <Text size="sm" c="dimmed">
          Aucune opposition
        </Text>
      )}
      {entry.holds.map((hold) => (
        <Group key={hold.id} gap="xs" wrap="wrap">
          <Badge color={hold.liftedAt ? 'gray' : 'red'} variant="light">
            {YARD_HOLD_KIND_LABELS[hold.kind]}
          </Badge>
          <Text size="sm">
            posée par {hold.placedBy} le {formatListDate(hold.placedAt)}
            {hold.liftedAt && ` · levée par ${hold.liftedBy} le ${formatListDate(hold.liftedAt)}`}
          </Text>
          {present && !hold.liftedAt && (
            <Button
              size="compact-sm"
              variant="light"
              disabled={!who}
              onClick={() => lift.mutate({ holdId: hold.id, liftedBy: who })}
            >
              Lever
            </Button>
          )}
        </Group>
      ))}
      {present && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Type"
            data={KIND_OPTIONS}
            value={kind}
            allowDeselect={false}
            onChange={(value) => setKind((value ?? 'POLICE') as YardHoldKind)}
            w={220}
          />
          <TextInput
            label="Par (nom, service)"
            value={who}
            onChange={(e) => setWho(e.currentTarget.value)}
            w={220}
          />
          <Button
            variant="light"
            disabled={!who}
            onClick={() => place.mutate({ kind, placedBy: who, note: '' })}
          >
            Poser une opposition
          </Button>
        </Group>
      )}
    </Stack>
  );
}
