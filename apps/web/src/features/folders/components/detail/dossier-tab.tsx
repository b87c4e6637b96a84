import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AttelageFields } from '../fields/attelage-fields.tsx';
import { CallerFields, hasCaller } from '../fields/caller-fields.tsx';
import { DossierFields } from '../fields/dossier-fields.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { VehicleFields } from '../fields/vehicle-fields.tsx';
import { MissionCard } from './mission-card.tsx';
import { TowVehicleCard } from './tow-vehicle-card.tsx';
import type { FolderDraft } from './use-folder-draft.ts';

interface DossierTabProps {
  draft: FolderDraft;
  readOnly: boolean;
  onMessage: () => void;
  onCancelMission: () => void;
  cancellingMission?: boolean;
  /** The customer's tracking link card (issue 20 §4.13), for the folder's operators. */
  tracking?: ReactNode;
}

/** The 'Dossier' tab: caller, mission, dossier, vehicle, tow vehicle and extra hitch cards (spec 2 §2). */
export function DossierTab({
  draft,
  readOnly,
  onMessage,
  onCancelMission,
  cancellingMission,
  tracking,
}: DossierTabProps) {
  const folder = draft.draft;
  const intervention = folder.interventionDepannage;
  const setIntervention = (patch: object) => draft.setSection('interventionDepannage', patch);
  return (
    <Stack gap="md">
      {intervention && hasCaller(intervention.typologie) && (
        <SectionCard title="Appelant">
          <CallerFields intervention={intervention} onChange={setIntervention} readOnly={readOnly} />
        </SectionCard>
      )}
      <MissionCard draft={draft} readOnly={readOnly} />
      {tracking}
      <SectionCard title="Dossier">
        <DossierFields
          folder={folder}
          onFolderChange={draft.setHead}
          intervention={intervention}
          onInterventionChange={setIntervention}
          readOnly={readOnly}
          folderId={folder.id}
        />
      </SectionCard>
      <SectionCard title="Véhicule à dépanner">
        <VehicleFields
          value={folder.vehicule}
          onChange={(patch) => draft.setSection('vehicule', patch)}
          readOnly={readOnly}
        />
      </SectionCard>
      {!readOnly && (
        <TowVehicleCard
          draft={draft}
          onMessage={onMessage}
          onCancelMission={onCancelMission}
          cancelling={cancellingMission}
        />
      )}
      <SectionCard title="Attelage supplémentaire">
        <AttelageFields
          value={folder.attelage}
          onChange={(patch) => draft.setSection('attelage', patch)}
          readOnly={readOnly}
        />
      </SectionCard>
    </Stack>
  );
}
