import { Divider, Grid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlaceContactPanel } from '../../../../components/place-contact/place-contact-panel.tsx';
import { FOLDER_PLACE_MESSAGES } from '../../model/messages.ts';
import type { NewFolderDraft } from '../../model/new-folder.ts';
import { CallerFields, hasCaller } from '../fields/caller-fields.tsx';
import { DossierFields } from '../fields/dossier-fields.tsx';
import { FavouritePlaceSelect } from '../fields/favourite-place-select.tsx';
import { MissionFields } from '../fields/mission-fields.tsx';
import { TruckAgentFields } from '../fields/truck-agent-fields.tsx';
import { VehicleFields } from '../fields/vehicle-fields.tsx';

interface NewFolderFormProps {
  draft: NewFolderDraft;
  onChange: <K extends keyof NewFolderDraft>(section: K, patch: Partial<NewFolderDraft[K]>) => void;
  /** The required fields left empty, shown under each. */
  errors?: Partial<Record<'address' | 'missionDateTime', string>>;
  /** After a refused 'Enregistrer': the fields checked only then say so too. */
  showErrors?: boolean;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="xs">
    <Divider
      label={
        <Title order={3} size="h6">
          {title}
        </Title>
      }
      labelPosition="left"
    />
    {children}
  </Stack>
);

/** The new folder's inputs: the same ones as the detail's cards. */
export function NewFolderForm({ draft, onChange, errors = {}, showErrors }: NewFolderFormProps) {
  const { head, intervention, mission } = draft;
  return (
    <Stack gap="md">
      <Section title="Dossier">
        <DossierFields
          folder={head}
          onFolderChange={(patch) => onChange('head', patch)}
          intervention={intervention}
          onInterventionChange={(patch) => onChange('intervention', patch)}
          showErrors={showErrors}
        />
      </Section>
      {hasCaller(intervention.typologie) && (
        <Section title="Appelant">
          <CallerFields intervention={intervention} onChange={(patch) => onChange('intervention', patch)} />
        </Section>
      )}
      <Section title="Mission">
        <MissionFields
          mission={mission}
          onChange={(patch) => onChange('mission', patch)}
          assistanceProvider={head.assistanceProvider}
          dateError={errors.missionDateTime}
          textRequired
        />
        <TruckAgentFields
          truckId={mission.truckId ?? null}
          agentId={mission.agentId ?? null}
          onChange={(patch) => onChange('mission', patch)}
        />
      </Section>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title="Lieu d'intervention">
            <PlaceContactPanel
              value={draft.customerPlace}
              onChange={(place) => onChange('customerPlace', place)}
              messages={FOLDER_PLACE_MESSAGES}
              required={['address']}
              addressError={errors.address}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Section title="Destination">
            <FavouritePlaceSelect
              value={mission.destinationPlace}
              onChange={(place) => onChange('mission', { destinationPlace: place })}
            />
            <PlaceContactPanel
              value={mission.destinationPlace}
              onChange={(place) => onChange('mission', { destinationPlace: place })}
              messages={FOLDER_PLACE_MESSAGES}
              hidden={['zoneId', 'codeInsee']}
            />
          </Section>
        </Grid.Col>
      </Grid>
      <Section title="Véhicule à dépanner">
        <VehicleFields value={draft.vehicule} onChange={(patch) => onChange('vehicule', patch)} />
      </Section>
    </Stack>
  );
}
