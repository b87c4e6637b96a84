import { Badge, Box, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import {
  assistanceProviderLabels,
  AssistanceProviderCode,
  NatureInterventionCode,
  natureInterventionLabels,
  type CalendarMission,
} from '@plateau/contracts';
import { formatListDate } from '../../../lib/dates.ts';
import { blockLabel, MISSION_DRAG_TYPE } from '../model/blocks.ts';
import { missionDetails } from './mission-block.tsx';

const providers = AssistanceProviderCode.map((code) => ({
  value: code,
  label: assistanceProviderLabels[code],
}));
const natures = NatureInterventionCode.map((code) => ({
  value: code,
  label: natureInterventionLabels[code],
}));

interface UnplannedListProps {
  missions: CalendarMission[];
  filters: { provider?: string; nature?: string };
  onFilters: (filters: { provider?: string; nature?: string }) => void;
  onDragStart: (mission: CalendarMission) => void;
  onDragEnd: () => void;
  onPlan: (mission: CalendarMission) => void;
}

/** « À planifier »: missions without a truck, most urgent first; drag one onto a truck's row. */
export function UnplannedList({
  missions,
  filters,
  onFilters,
  onDragStart,
  onDragEnd,
  onPlan,
}: UnplannedListProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="unplanned-title" h="100%">
      <Group justify="space-between">
        <Text id="unplanned-title" fw={700} component="h2" size="md">
          À planifier
        </Text>
        <Badge variant="light" aria-label={`${missions.length} missions à planifier`}>
          {missions.length}
        </Badge>
      </Group>
      <Group gap="xs" grow>
        <Select
          label="Assisteur"
          placeholder="Tous"
          size="xs"
          data={providers}
          value={filters.provider ?? null}
          onChange={(value) => onFilters({ ...filters, provider: value ?? undefined })}
          clearable
        />
        <Select
          label="Type"
          placeholder="Tous"
          size="xs"
          data={natures}
          value={filters.nature ?? null}
          onChange={(value) => onFilters({ ...filters, nature: value ?? undefined })}
          clearable
        />
      </Group>
      <Box mah={{ base: 320, md: 'calc(100vh - 260px)' }} style={{ overflowY: 'auto' }}>
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {missions.length === 0 && (
            <Text size="sm" c="gray.7" component="li">
              Aucune mission à planifier.
            </Text>
          )}
          {missions.map((mission) => (
            <Card
              key={mission.id}
              component="li"
              withBorder
              padding={6}
              draggable
              data-unplanned-id={mission.id}
              data-refused={mission.planRefusal ? true : undefined}
              style={{ cursor: 'grab' }}
              onDragStart={(event) => {
                event.dataTransfer.setData(MISSION_DRAG_TYPE, String(mission.id));
                event.dataTransfer.effectAllowed = 'copyMove';
                onDragStart(mission);
              }}
              onDragEnd={onDragEnd}
            >
              <Group gap={4} wrap="nowrap" align="flex-start">
                <IconGripVertical size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Tooltip label={missionDetails(mission)} multiline w={280} openDelay={300}>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {blockLabel(mission)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {mission.missionDateTime
                        ? `RDV ${formatListDate(mission.missionDateTime)}`
                        : `Reçu le ${formatListDate(mission.creationDateTime)}`}
                      {mission.natureLabel ? ` · ${mission.natureLabel}` : ''}
                    </Text>
                    {mission.planRefusal && (
                      <Text size="xs" c="red.9">
                        {mission.planRefusal}
                      </Text>
                    )}
                  </Stack>
                </Tooltip>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => onPlan(mission)}
                  disabled={mission.planRefusal !== null}
                  aria-label={`Planifier ${blockLabel(mission)}`}
                >
                  Planifier
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
