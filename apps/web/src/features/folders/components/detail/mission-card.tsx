import { Badge, Grid, Stack, Title } from '@mantine/core';
import type { Folder } from '@plateau/contracts';
import { PlaceContactPanel } from '../../../../components/place-contact/place-contact-panel.tsx';
import { FOLDER_PLACE_MESSAGES } from '../../model/messages.ts';
import { MissionFields } from '../fields/mission-fields.tsx';
import { FavouritePlaceSelect } from '../fields/favourite-place-select.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import type { FolderDraft } from './use-folder-draft.ts';

/** The intervention mission: its date and text, the place of the breakdown and the destination. */
export function MissionCard({ draft, readOnly }: { draft: FolderDraft; readOnly: boolean }) {
  const folder: Folder = draft.draft;
  const mission = folder.missionIntervention;
  return (
    <SectionCard
      title="Mission"
      extra={mission && <Badge variant="light">{mission.missionStateLabel}</Badge>}
    >
      <Stack gap="md">
        {mission && (
          <MissionFields
            mission={mission}
            onChange={(patch) => draft.setSection('missionIntervention', patch)}
            assistanceProvider={folder.assistanceProvider}
            readOnly={readOnly}
          />
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={4} size="h6" mb="xs">
              Lieu d'intervention
            </Title>
            <PlaceContactPanel
              value={folder.customerPlace}
              onChange={(place) => draft.setSection('customerPlace', place)}
              readOnly={readOnly}
              messages={FOLDER_PLACE_MESSAGES}
              required={readOnly ? [] : ['address']}
            />
          </Grid.Col>
          {mission && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Title order={4} size="h6" mb="xs">
                Destination
              </Title>
              {!readOnly && (
                <FavouritePlaceSelect
                  value={mission.destinationPlace}
                  onChange={(place) => draft.setSection('missionIntervention', { destinationPlace: place })}
                />
              )}
              <PlaceContactPanel
                value={mission.destinationPlace}
                onChange={(place) => draft.setSection('missionIntervention', { destinationPlace: place })}
                readOnly={readOnly}
                messages={FOLDER_PLACE_MESSAGES}
                hidden={['zoneId', 'codeInsee']}
              />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </SectionCard>
  );
}
