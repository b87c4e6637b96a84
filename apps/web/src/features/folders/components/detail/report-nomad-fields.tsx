import { Select, SimpleGrid } from '@mantine/core';
import {
  allowedNatures,
  faitGenerateurOptions,
  natureInterventionLabels,
  type InterventionDepannage,
  type NatureIntervention,
} from '@plateau/contracts';
import { useReferential } from '../../api/get-referential.ts';

interface ReportNomadFieldsProps {
  intervention: InterventionDepannage | null;
  /** The nature as saved: the changes allowed are from it, not from one picked meanwhile. */
  savedIntervention: InterventionDepannage | null;
  onChange: (patch: Partial<InterventionDepannage>) => void;
  readOnly: boolean;
  /** 'Sélectionnez un fait générateur', once a send was tried without a valid one. */
  faitError?: string;
}

/**
 * The Nomad report's nature (only to those the assistance company allows from the current one)
 * and its 'Fait générateur du dégât' (levels 1 and 2 are headings; only level 3 is selectable).
 */
export function ReportNomadFields({
  intervention,
  savedIntervention,
  onChange,
  readOnly,
  faitError,
}: ReportNomadFieldsProps) {
  const causes = useReferential('FAIT_GENERATEUR');
  const current = intervention?.nature ?? null;
  const natures = [...new Set([...(current ? [current] : []), ...allowedNatures(savedIntervention ?? {})])];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Nature de l'intervention"
        data={natures.map((nature) => ({ value: nature, label: natureInterventionLabels[nature] }))}
        value={current}
        readOnly={readOnly}
        allowDeselect={false}
        onChange={(next) => next && onChange({ nature: next as NatureIntervention })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Fait générateur du dégât"
        placeholder="Choisir un fait générateur"
        data={faitGenerateurOptions(causes)}
        value={intervention?.faitGenerateur ?? null}
        readOnly={readOnly}
        searchable
        withAsterisk={!readOnly}
        error={faitError}
        nothingFoundMessage="Aucun fait générateur"
        onChange={(next) => onChange({ faitGenerateur: next })}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={320}
      />
    </SimpleGrid>
  );
}
