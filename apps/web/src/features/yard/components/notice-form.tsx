import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { YardEntryDto } from '@plateau/contracts';
import { useState } from 'react';
import { DAY_DISPLAY_FORMAT, formatDay, formatStoredDate } from '../../../lib/dates.ts';
import { useRecordNotice } from '../api/yard.ts';
import { deadlineLabel } from '../model/yard-format.ts';

/** The owner's formal notice; the abandonment day follows (10 or 15 days, then a working day). */
export function NoticeForm({ entry }: { entry: YardEntryDto }) {
  const record = useRecordNotice(entry.id);
  const [sentOn, setSentOn] = useState<string | null>(entry.noticeSentOn ?? formatStoredDate(new Date()));
  const [sentBy, setSentBy] = useState(entry.noticeSentBy ?? '');
  const [lowValue, setLowValue] = useState(entry.lowValue);
  return (
    <Stack gap="xs">
      <Title order={4}>Mise en demeure du propriétaire</Title>
      {entry.noticeSentOn && (
        <Text size="sm">
          Envoyée le {formatDay(entry.noticeSentOn)} par {entry.noticeSentBy} · {deadlineLabel(entry)}
        </Text>
      )}
      {entry.status === 'PRESENT' && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <DatePickerInput
            label="Envoyée le"
            valueFormat={DAY_DISPLAY_FORMAT}
            value={sentOn}
            onChange={setSentOn}
            w={150}
          />
          <TextInput label="Par" value={sentBy} onChange={(e) => setSentBy(e.currentTarget.value)} w={200} />
          <Checkbox
            label="Faible valeur (10 jours)"
            checked={lowValue}
            onChange={(e) => setLowValue(e.currentTarget.checked)}
            mb={8}
          />
          <Button
            variant="light"
            disabled={!sentOn || !sentBy}
            onClick={() => sentOn && record.mutate({ sentOn, sentBy, lowValue })}
          >
            Enregistrer la mise en demeure
          </Button>
        </Group>
      )}
    </Stack>
  );
}
