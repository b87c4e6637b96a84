import { SegmentedControl, Stack, Title } from '@mantine/core';
import { YARD_GENERAL_STATE_LABELS, type YardCondition } from '@plateau/contracts';
import { DamageDiagramEditor } from '../../../components/damage-diagram/index.ts';
import { fromDiagramMarks, toDiagramMarks } from '../model/yard-marks.ts';
import { YardSignature } from './yard-signature.tsx';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The condition sheet (fiche descriptive): general state, the damage marks placed by tapping the drawings of the
 * vehicle (the shared damage diagram, the driver's PV's too), the signatures of the gardien and, each on its own
 * pad, of the owner and of the officer when present. Photos need the entry's id: they are added once it is saved.
 */
export function ConditionFields({
  value,
  onChange,
  withTitle = true,
}: {
  value: YardCondition;
  onChange: (next: YardCondition) => void;
  /** Off in the window that corrects the sheet: its title says it already. */
  withTitle?: boolean;
}) {
  return (
    <Stack gap="sm">
      {withTitle && <Title order={4}>Fiche descriptive</Title>}
      <SegmentedControl
        aria-label="État général"
        data={options(YARD_GENERAL_STATE_LABELS)}
        value={value.generalState}
        onChange={(generalState) =>
          onChange({ ...value, generalState: generalState as YardCondition['generalState'] })
        }
        fullWidth
      />
      <DamageDiagramEditor
        label="Dommages relevés"
        marks={toDiagramMarks(value.marks)}
        onChange={(marks) => onChange({ ...value, marks: fromDiagramMarks(marks) })}
      />
      <YardSignature
        label="Signature du gardien"
        initial={value.gardienSignature}
        onChange={(png) => onChange({ ...value, gardienSignature: png })}
      />
      <YardSignature
        label="Signature du propriétaire (si présent)"
        initial={value.ownerSignature}
        onChange={(png) => onChange({ ...value, ownerSignature: png })}
      />
      <YardSignature
        label="Signature de l’agent (si présent)"
        initial={value.officerSignature}
        onChange={(png) => onChange({ ...value, officerSignature: png })}
      />
    </Stack>
  );
}
