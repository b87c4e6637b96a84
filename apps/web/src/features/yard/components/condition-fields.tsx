import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  YARD_GENERAL_STATE_LABELS,
  YARD_MARK_KIND_LABELS,
  type YardCondition,
  type YardMark,
  type YardView,
} from '@plateau/contracts';
import { SignaturePad } from './signature-pad.tsx';

const VIEW_LABELS: Record<YardView, string> = {
  TOP: 'Dessus',
  LEFT: 'Côté gauche',
  RIGHT: 'Côté droit',
  FRONT: 'Avant',
  REAR: 'Arrière',
};
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The condition sheet (fiche descriptive): general state, the damage marks as a list, the signatures. The shared
 * damage diagram (taps on drawings of the vehicle) replaces the list once it lands on main.
 */
export function ConditionFields({
  value,
  onChange,
}: {
  value: YardCondition;
  onChange: (next: YardCondition) => void;
}) {
  const setMark = (index: number, patch: Partial<YardMark>) =>
    onChange({ ...value, marks: value.marks.map((mark, i) => (i === index ? { ...mark, ...patch } : mark)) });
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
      {value.marks.map((mark, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Vue"
            data={options(VIEW_LABELS)}
            value={mark.view}
            onChange={(view) => setMark(index, { view: (view ?? 'TOP') as YardView })}
            w={130}
            allowDeselect={false}
          />
          <Select
            label="Dommage"
            data={options(YARD_MARK_KIND_LABELS)}
            value={mark.kind}
            onChange={(kind) => setMark(index, { kind: (kind ?? 'RAYURE') as YardMark['kind'] })}
            w={160}
            allowDeselect={false}
          />
          <TextInput
            label="Note"
            value={mark.note}
            onChange={(event) => setMark(index, { note: event.currentTarget.value })}
            style={{ flex: 1, minWidth: 140 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Retirer ce dommage"
            onClick={() => onChange({ ...value, marks: value.marks.filter((_, i) => i !== index) })}
            mb={4}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {value.marks.length === 0 && (
        <Text size="sm" c="dimmed">
          Aucun dommage relevé
        </Text>
      )}
      <Button
        variant="light"
        onClick={() =>
          onChange({
            ...value,
            marks: [...value.marks, { view: 'TOP', x: 500, y: 500, kind: 'RAYURE', note: '' }],
          })
        }
        w="fit-content"
      >
        Ajouter un dommage
      </Button>
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
