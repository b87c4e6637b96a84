import { Button, Group, Text } from '@mantine/core';
import { IconMessage, IconSquareX } from '@tabler/icons-react';
import { canCancelMission, canChangeAgentOfSentMission, canReassignMission } from '@plateau/contracts';
import { TruckAgentFields } from '../fields/truck-agent-fields.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import type { FolderDraft } from './use-folder-draft.ts';

interface TowVehicleCardProps {
  draft: FolderDraft;
  onMessage: () => void;
  /** « Annuler la mission »: saves pending edits, asks, withdraws the mission and tells the truck. */
  onCancelMission: () => void;
  cancelling?: boolean;
}

/**
 * The tow truck and the agent of the mission, a message to the truck while it holds the mission,
 * and « Annuler la mission » (issue 20 §2). While a truck holds the mission its truck is fixed
 * (cancel first); the intervenant can still be chosen until the driver starts.
 */
export function TowVehicleCard({ draft, onMessage, onCancelMission, cancelling }: TowVehicleCardProps) {
  const mission = draft.draft.missionIntervention;
  const saved = draft.base.missionIntervention;
  if (!mission) return null;
  const held = !!saved && !canReassignMission(saved);
  const agentOpen = !held || (!!saved && canChangeAgentOfSentMission(saved));
  const cancellable = !!saved && canCancelMission(saved);
  return (
    <SectionCard
      title="Véhicule de dépannage"
      extra={
        cancellable && (
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconMessage size={14} />} onClick={onMessage}>
              Envoyer un message
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconSquareX size={14} />}
              loading={cancelling}
              onClick={onCancelMission}
            >
              Annuler la mission
            </Button>
          </Group>
        )
      }
    >
      <TruckAgentFields
        truckId={mission.truckId}
        agentId={mission.agentId}
        onChange={(patch) => draft.setSection('missionIntervention', patch)}
        truckReadOnly={held}
        agentReadOnly={!agentOpen}
      />
      {held && (
        <Text size="xs" c="dimmed" mt="xs">
          {agentOpen
            ? "La mission est envoyée : pour changer de véhicule, annulez-la d'abord. L'intervenant peut encore être choisi tant que le chauffeur n'a pas démarré."
            : "La mission est en cours : pour changer de véhicule ou d'intervenant, annulez-la d'abord."}
        </Text>
      )}
    </SectionCard>
  );
}
