import { SegmentedControl, Stack, Title } from '@mantine/core';
import { YARD_GENERAL_STATE_LABELS, type YardCondition } from '@plateau/contracts';
import { DamageDiagramEditor } from '../../../components/damage-diagram/index.ts';
import { fromDiagramMarks, toDiagramMarks } from '../model/yard-marks.ts';
import { SignaturePad } from './signature-pad.tsx';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The condition sheet (fiche descriptive): general state, the damage marks placed by tapping the drawings of the
 * vehicle (the shared damage diagram, the driver's PV's too), the signatures of the gardien and of the owner or
 * officer when present.
 */
export function ConditionFields({
  value,
  onChange,
}: {
  value: YardCondition;
  onChange: (next: YardCondition) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={4}>Fiche descriptive</Title>
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
      <SignaturePad
        label="Signature du gardien"
        onChange={(png) => onChange({ ...value, gardienSignature: png })}
      />
      <SignaturePad
        label="Signature du propriétaire ou de l’agent (si présent)"
        onChange={(png) => onChange({ ...value, ownerSignature: png })}
      />
    </Stack>
  );
}
