import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { canCancelMission } from '@plateau/contracts';
import { TruckAgentFields } from '../fields/truck-agent-fields.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import type { FolderDraft } from './use-folder-draft.ts';

/** The tow truck and the agent of the mission, and a message to the truck while it holds the mission. */
export function TowVehicleCard({ draft, onMessage }: { draft: FolderDraft; onMessage: () => void }) {
  const mission = draft.draft.missionIntervention;
  const saved = draft.base.missionIntervention;
  if (!mission) return null;
  return (
    <SectionCard
      title="Véhicule de dépannage"
      extra={
        saved &&
        canCancelMission(saved) && (
          <Button size="xs" variant="light" leftSection={<IconMessage size={14} />} onClick={onMessage}>
            Envoyer un message
          </Button>
        )
      }
    >
      <TruckAgentFields
        truckId={mission.truckId}
        agentId={mission.agentId}
        onChange={(patch) => draft.setSection('missionIntervention', patch)}
      />
    </SectionCard>
  );
}
