import { Button, Card, Group, NumberInput, Stack, Switch, Tabs, Title } from '@mantine/core';
import {
  isValidSmsText,
  NOTIFICATION_MISSION_TYPE_LABELS,
  type ChangedNotificationConfiguration,
  type NotificationConfiguration,
  type NotificationMissionType,
} from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { notifySaved } from '../../../components/notify.tsx';
import { SmsTextInput } from './sms-text-input.tsx';

const MOMENTS = [
  { flag: 'notifyClientOnCreation', text: 'smsTextOnCreation', label: 'À la création de la mission' },
  { flag: 'notifyClientOnStart', text: 'smsTextOnStart', label: 'Au départ du dépanneur' },
  { flag: 'notifyClientOnApproaching', text: 'smsTextOnApproaching', label: "À l'approche du dépanneur" },
  { flag: 'notifyClientOnLate', text: 'smsTextOnLate', label: 'En cas de retard' },
] as const;
type Draft = Pick<
  NotificationConfiguration,
  (typeof MOMENTS)[number]['flag'] | (typeof MOMENTS)[number]['text'] | 'notifyMinuteBeforeArriving'
>;
const FIELDS = [...MOMENTS.flatMap((m) => [m.flag, m.text]), 'notifyMinuteBeforeArriving'] as const;

const draftOf = (c: NotificationConfiguration): Draft =>
  Object.fromEntries(FIELDS.map((name) => [name, c[name]])) as Draft;

/** What changed in one configuration: the save goes by difference (spec 3 §4). */
function differenceOf(
  saved: NotificationConfiguration,
  draft: Draft,
): ChangedNotificationConfiguration | null {
  const changed = FIELDS.filter((name) => (draft[name] ?? null) !== (saved[name] ?? null));
  if (changed.length === 0) return null;
  return {
    id: saved.id,
    ...Object.fromEntries(changed.map((name) => [name, draft[name] === '' ? null : draft[name]])),
  };
}

interface CustomerSmsFormProps {
  configurations: NotificationConfiguration[];
  saving: boolean;
  onSave: (changed: ChangedNotificationConfiguration[], done: () => void) => void;
}

/** The customer SMS of each mission type: when they go, what they say, how early « approaching » is. */
export function CustomerSmsForm({ configurations, saving, onSave }: CustomerSmsFormProps) {
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const ids = configurations.map((c) => c.id).join(',');
  useEffect(() => {
    setDrafts((current) =>
      Object.fromEntries(configurations.map((c) => [c.id, current[c.id] ?? draftOf(c)])),
    );
    // Only new entries take the server's values: the user's edits stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  const set = (id: number, values: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [id]: { ...current[id]!, ...values } }));
  const valid = Object.values(drafts).every((d) => MOMENTS.every((m) => isValidSmsText(d[m.text] ?? '')));

  const save = () => {
    const changed = configurations.flatMap((c) => {
      const diff = drafts[c.id] && differenceOf(c, drafts[c.id]!);
      return diff ? [diff] : [];
    });
    if (changed.length === 0) notifySaved();
    else onSave(changed, notifySaved);
  };

  if (configurations.length === 0) return null;
  return (
    <Card withBorder>
      <Title order={4} mb="sm">
        SMS aux clients
      </Title>
      <Tabs defaultValue={configurations[0]!.missionType!}>
        <Tabs.List mb="sm">
          {configurations.map((c) => (
            <Tabs.Tab key={c.id} value={c.missionType!}>
              {NOTIFICATION_MISSION_TYPE_LABELS[c.missionType as NotificationMissionType]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {configurations.map((c) => {
          const draft = drafts[c.id];
          if (!draft) return null;
          return (
            <Tabs.Panel key={c.id} value={c.missionType!}>
              <Stack gap="md">
                {MOMENTS.map((moment) => (
                  <Stack key={moment.flag} gap={6}>
                    <Switch
                      label={moment.label}
                      checked={draft[moment.flag]}
                      onChange={(event) => set(c.id, { [moment.flag]: event.currentTarget.checked })}
                    />
                    <SmsTextInput
                      editor="mission"
                      label={`SMS ${moment.label.toLowerCase()}`}
                      value={draft[moment.text] ?? ''}
                      onChange={(value) => set(c.id, { [moment.text]: value })}
                    />
                  </Stack>
                ))}
                <NumberInput
                  label="Prévenir le client avant l'arrivée (minutes)"
                  min={1}
                  max={240}
                  maw={320}
                  value={draft.notifyMinuteBeforeArriving ?? ''}
                  onChange={(value) =>
                    set(c.id, { notifyMinuteBeforeArriving: typeof value === 'number' ? value : null })
                  }
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button onClick={save} loading={saving} disabled={!valid}>
          Enregistrer
        </Button>
      </Group>
    </Card>
  );
}
