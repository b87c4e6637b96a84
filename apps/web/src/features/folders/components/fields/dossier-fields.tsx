import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  allowedNatures,
  axaMissionNumberError,
  duplicateExternalNumberWarning,
  labelOf,
  type InterventionInput,
} from '@plateau/contracts';
import { useFolderNumberTaken } from '../../api/find-folder-number.ts';
import { optionsOf, useReferential } from '../../api/get-referential.ts';
import type { FolderHead } from '../../model/new-folder.ts';
import { bind } from './bind.tsx';

interface DossierFieldsProps {
  folder: Partial<FolderHead>;
  onFolderChange: (patch: Partial<FolderHead>) => void;
  intervention: Partial<InterventionInput> | null;
  onInterventionChange: (patch: Partial<InterventionInput>) => void;
  readOnly?: boolean;
  /** The folder being edited: its own number is no duplicate. */
  folderId?: number;
  /** After a refused save: an AXA folder without a number says so too. */
  showErrors?: boolean;
}

/**
 * An AXA folder number reads 5016477041*03 (spec 2 §5), checked as it is typed; an empty one
 * only once a save was tried (the server requires it for AXA).
 */
export function folderNumberError(
  provider: string | null | undefined,
  number: string | null | undefined,
  showEmpty = true,
) {
  return number?.trim() || showEmpty ? axaMissionNumberError(provider, number) : null;
}

const minutes = (value: number | null | undefined) => (value == null ? '—' : `${value} min`);

/** The dossier card: the assistance company's references, the typology, the nature and the circumstances. */
export function DossierFields({
  folder,
  onFolderChange,
  intervention,
  onInterventionChange,
  readOnly,
  folderId,
  showErrors = false,
}: DossierFieldsProps) {
  const taken = useFolderNumberTaken(readOnly ? null : folder.externalNumber, folderId);
  const providers = optionsOf(useReferential('ASSISTANCE_PROVIDER'));
  const typologies = optionsOf(useReferential('TYPOLOGIE'));
  const natureLabels = useReferential('NATURE_INTERVENTION');
  const terms = intervention ?? {};
  const natures = allowedNatures(terms).map((nature) => ({
    value: nature,
    label: labelOf(natureLabels, nature),
  }));
  const head = bind(folder, onFolderChange, readOnly);
  const f = bind(terms, onInterventionChange, readOnly);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {head.select('assistanceProvider', 'Assisteur', providers)}
        {head.text('externalNumber', 'N° de dossier assisteur', {
          error: folderNumberError(folder.assistanceProvider, folder.externalNumber, showErrors),
          description:
            taken && folder.externalNumber ? (
              <Text span size="xs" c="orange.8" role="status">
                {duplicateExternalNumberWarning(folder.externalNumber.trim())}
              </Text>
            ) : undefined,
        })}
        {head.text('origineNumber', "N° d'origine")}
        {f.select('typologie', 'Typologie', typologies)}
        {f.select('nature', "Nature d'intervention", natures)}
        {f.dateTime('dateIntervention', "Date d'intervention")}
        {f.number('occupants', 'Occupants')}
        {f.number('kmPrevus', 'Km prévus', { decimals: true })}
      </SimpleGrid>
      {(terms.delaiDemande != null || terms.delaiMax != null) && (
        <Text size="sm" c="dimmed">
          Délai demandé : {minutes(terms.delaiDemande)} · Délai max : {minutes(terms.delaiMax)} ·
          Justification au-delà de {minutes(terms.delaiAvantJustification)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {f.longText('commentaire', 'Commentaire')}
        {f.longText('degats', 'Dégâts')}
      </SimpleGrid>
      <Group gap="lg">
        {f.check('interventionComplexe', 'Intervention complexe')}
        {f.check('avecIncendie', 'Avec incendie')}
        {f.check('geneLaCirculation', 'Gêne la circulation')}
        {f.check('formaliteFourriere', 'Formalité fourrière')}
        {f.check('peripheriqueVoieRapide', 'Périphérique / voie rapide')}
        {f.check('sousSol', 'Sous-sol')}
        {f.check('parking', 'Parking')}
        {f.check('hauteurLimitee', 'Hauteur limitée')}
        {f.check('autorisationChangementPiece', 'Changement de pièce autorisé')}
        {f.check('realisationChangementPiece', 'Changement de pièce réalisé')}
      </Group>
    </Stack>
  );
}
