import { SimpleGrid, Stack } from '@mantine/core';
import { axaMissionNumberError, isValidPhone, type MissionInput } from '@plateau/contracts';
import { FOLDER_PHONE_INVALID_MESSAGE } from '../../model/messages.ts';
import { bind } from './bind.tsx';

interface MissionFieldsProps {
  mission: Partial<MissionInput>;
  onChange: (patch: Partial<MissionInput>) => void;
  assistanceProvider: string | null | undefined;
  readOnly?: boolean;
  /** The new folder: the text is needed to « Enregistrer et envoyer » (not to « Enregistrer »). */
  textRequired?: boolean;
  /** What the form refuses about the date (required). */
  dateError?: string;
}

/** Spec 2 §5: an AXA mission number reads 5016494289*01; an empty one is not checked here. */
export function missionNumberError(provider: string | null | undefined, number: string | null | undefined) {
  return number?.trim() ? axaMissionNumberError(provider, number) : null;
}

/** When, what the driver reads, whom to call. */
export function MissionFields({
  mission,
  onChange,
  assistanceProvider,
  readOnly,
  textRequired,
  dateError,
}: MissionFieldsProps) {
  const f = bind(mission, onChange, readOnly);
  const phone = mission.contactPhone?.trim();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {f.dateTime('missionDateTime', 'Date de la mission', { required: true, error: dateError })}
        {f.text('externalMissionNo', 'N° de mission', {
          error: missionNumberError(assistanceProvider, mission.externalMissionNo),
        })}
        {f.text('contactInfo', 'Contact sur place')}
        {f.text('contactPhone', 'Téléphone du contact', {
          error: phone && !isValidPhone(phone) ? FOLDER_PHONE_INVALID_MESSAGE : undefined,
        })}
      </SimpleGrid>
      {f.longText('text', 'Texte de la mission', {
        required: textRequired,
        description: textRequired ? 'Obligatoire pour envoyer la mission au chauffeur' : undefined,
      })}
    </Stack>
  );
}
