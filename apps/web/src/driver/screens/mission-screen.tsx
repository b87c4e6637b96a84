import { Anchor, Badge, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { DriverMission } from '@plateau/contracts';
import { addressOf, dateTime, itineraryUrl, vehicleOf } from '../format.ts';
import { CashPanel } from './cash-panel.tsx';
import { ConditionPanel } from './condition-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { PhotosPanel } from './photos-panel.tsx';
import { ReportPanel } from './report-panel.tsx';
import { Shell, useShell } from './shell.tsx';
import { StepsPanel } from './steps-panel.tsx';
import { stateColor } from './missions-screen.tsx';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text>
      <Text span c="dimmed">
        {label} :{' '}
      </Text>
      {children}
    </Text>
  );
}

function MissionInfo({ mission }: { mission: DriverMission }) {
  const toCustomer = itineraryUrl(mission.customerPlace);
  const toDestination = itineraryUrl(mission.destinationPlace);
  return (
    <Card withBorder radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {mission.orderNo}
          </Title>
          <Badge size="lg" color={stateColor(mission)}>
            {mission.missionStateLabel}
          </Badge>
        </Group>
        {mission.natureLabel && <Text fw={600}>{mission.natureLabel}</Text>}
        <Line label="Client">{addressOf(mission.customerPlace) || '—'}</Line>
        {mission.destinationPlace && <Line label="Destination">{addressOf(mission.destinationPlace)}</Line>}
        <Line label="Véhicule">{vehicleOf(mission) || '—'}</Line>
        {(mission.callerName || mission.callerPhone) && (
          <Line label="Appelant">
            {mission.callerName}{' '}
            {mission.callerPhone && (
              <Anchor href={`tel:${mission.callerPhone.replace(/\s/g, '')}`} fw={700}>
                {mission.callerPhone}
              </Anchor>
            )}
          </Line>
        )}
        {mission.assistanceProviderLabel && (
          <Line label="Assisteur">
            {[mission.assistanceProviderLabel, mission.externalFolderNo, mission.externalMissionNo]
              .filter(Boolean)
              .join(' · ')}
          </Line>
        )}
        {mission.missionDateTime && <Line label="Prévue le">{dateTime(mission.missionDateTime)}</Line>}
        {mission.text && <Text fs="italic">{mission.text}</Text>}
        <Stack gap="xs" mt="xs">
          {toCustomer && (
            <Button
              component="a"
              href={toCustomer}
              target="_blank"
              rel="noopener"
              size="lg"
              variant="outline"
            >
              Itinéraire client
            </Button>
          )}
          {toDestination && (
            <Button
              component="a"
              href={toDestination}
              target="_blank"
              rel="noopener"
              size="lg"
              variant="outline"
            >
              Itinéraire destination
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** One mission: what and where, the steps, photos, the signed report, the payment and the messages. */
function Mission({ missionId }: { missionId: number }) {
  const { missions, loading } = useShell();
  const mission = missions.find((m) => m.id === missionId);
  if (!mission)
    return (
      <Text ta="center" c="dimmed" py="xl">
        {loading ? 'Chargement…' : 'Cette mission n’est plus dans votre liste'}
      </Text>
    );
  return (
    <Stack gap="sm">
      <MissionInfo mission={mission} />
      <Tabs defaultValue="steps" variant="pills" radius="md" keepMounted={false}>
        {/* Six tabs on one row of a 390 px phone: a second row would hide which one is open. */}
        <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="steps" fz={13} px={4} py="md">
            Étapes
          </Tabs.Tab>
          <Tabs.Tab value="condition" fz={13} px={4} py="md">
            PV
          </Tabs.Tab>
          <Tabs.Tab value="photos" fz={13} px={4} py="md">
            Photos
          </Tabs.Tab>
          <Tabs.Tab value="report" fz={13} px={4} py="md">
            Rapport
          </Tabs.Tab>
          <Tabs.Tab value="cash" fz={13} px={4} py="md">
            Encaisser
          </Tabs.Tab>
          <Tabs.Tab value="messages" fz={13} px={4} py="md">
            Messages
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="steps" pt="sm">
          <StepsPanel mission={mission} />
        </Tabs.Panel>
        <Tabs.Panel value="condition" pt="sm">
          <ConditionPanel mission={mission} />
        </Tabs.Panel>
        <Tabs.Panel value="photos" pt="sm">
          <PhotosPanel mission={mission} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="sm">
          <ReportPanel mission={mission} />
        </Tabs.Panel>
        <Tabs.Panel value="cash" pt="sm">
          <CashPanel mission={mission} />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="sm">
          <MessagesPanel mission={mission} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export function MissionScreen({ missionId }: { missionId: number }) {
  return (
    <Shell title="Mission" back>
      <Mission missionId={missionId} />
    </Shell>
  );
}
