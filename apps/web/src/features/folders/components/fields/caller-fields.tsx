import { SimpleGrid } from '@mantine/core';
import { isValidPhone, type InterventionInput } from '@plateau/contracts';
import { optionsOf, useReferential } from '../../api/get-referential.ts';
import { FOLDER_PHONE_INVALID_MESSAGE } from '../../model/messages.ts';
import { bind } from './bind.tsx';

/** Spec 2 §2: the caller card is for motorway and police calls only. */
export const hasCaller = (typologie: string | null | undefined) =>
  typologie === 'AUTOROUTE' || typologie === 'APPEL_POLICE';

interface CallerFieldsProps {
  intervention: Partial<InterventionInput>;
  onChange: (patch: Partial<InterventionInput>) => void;
  readOnly?: boolean;
}

/** Who called for help; the motorway entry and exit times on a motorway. */
export function CallerFields({ intervention, onChange, readOnly }: CallerFieldsProps) {
  const callers = optionsOf(useReferential('APPELANT'));
  const f = bind(intervention, onChange, readOnly);
  const phone = intervention.telephoneAppelant?.trim();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      {f.select('appelant', 'Appelant', callers)}
      {f.text('nomAppelant', "Nom de l'appelant")}
      {f.text('telephoneAppelant', "Téléphone de l'appelant", {
        error: phone && !isValidPhone(phone) ? FOLDER_PHONE_INVALID_MESSAGE : undefined,
      })}
      {intervention.typologie === 'AUTOROUTE' && f.dateTime('dateEntreeAutoroute', "Entrée sur l'autoroute")}
      {intervention.typologie === 'AUTOROUTE' && f.dateTime('dateSortieAutoroute', "Sortie de l'autoroute")}
    </SimpleGrid>
  );
}
