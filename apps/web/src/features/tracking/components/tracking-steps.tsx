import { Text, ThemeIcon, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { TRACKING_STAGES, trackingStageLabels, type TrackingStage } from '@plateau/contracts';

/** The customer's steps, those done ticked and the current one marked as such for screen readers too. */
export function TrackingSteps({ stage }: { stage: TrackingStage }) {
  const current = TRACKING_STAGES.indexOf(stage as (typeof TRACKING_STAGES)[number]);
  return (
    <Timeline active={current} bulletSize={26} lineWidth={3} color="plateau">
      {TRACKING_STAGES.map((code, index) => (
        <Timeline.Item
          key={code}
          bullet={
            index < current || (index === current && code === 'DONE') ? (
              <ThemeIcon size={26} radius="xl" color="plateau">
                <IconCheck size={16} aria-hidden />
              </ThemeIcon>
            ) : undefined
          }
          aria-current={index === current ? 'step' : undefined}
          title={
            <Text fw={index === current ? 700 : 500} c={index > current ? 'dimmed' : undefined} size="sm">
              {trackingStageLabels[code]}
              {index === current && <VisuallyHidden> (étape actuelle)</VisuallyHidden>}
            </Text>
          }
        />
      ))}
    </Timeline>
  );
}
