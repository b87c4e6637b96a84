import { Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { YARD_GENERAL_STATE_LABELS, type YardCondition, type YardEntryDto } from '@plateau/contracts';
import { useState } from 'react';
import { DamageDiagramEditor } from '../../../components/damage-diagram/index.ts';
import { isEdited, useGuardedClose } from '../../../components/form-modal.tsx';
import { useSaveCondition } from '../api/yard.ts';
import { toDiagramMarks } from '../model/yard-marks.ts';
import { ConditionFields } from './condition-fields.tsx';
import { ConditionPhotos } from './condition-photos.tsx';

const EMPTY_SHEET: YardCondition = {
  generalState: 'BON',
  marks: [],
  gardienSignature: null,
  ownerSignature: null,
  officerSignature: null,
};

/** Who signed the sheet, as the PDF says it. */
function signers(sheet: YardCondition): string {
  const names = [
    sheet.gardienSignature && 'le gardien',
    sheet.ownerSignature && 'le propriétaire',
    sheet.officerSignature && 'l’agent',
  ].filter(Boolean);
  return names.length ? `Signée par ${names.join(', ')}.` : 'Pas encore signée.';
}

/**
 * The window that fills or corrects the sheet after the entry (the owner who signs on arrival, a damage seen
 * later); closing it with changes asks first.
 */
function ConditionSheetModal({ entry, onClose }: { entry: YardEntryDto; onClose: () => void }) {
  const initial = entry.condition ?? EMPTY_SHEET;
  const [sheet, setSheet] = useState(initial);
  const save = useSaveCondition(entry.id);
  const close = useGuardedClose(isEdited(initial, sheet), onClose);
  const submit = async () => {
    await save.mutateAsync(sheet);
    onClose();
  };
  return (
    <Modal opened onClose={() => void close()} title="Fiche descriptive" size="lg">
      <Stack gap="md">
        <ConditionFields value={sheet} onChange={setSheet} withTitle={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void close()}>
            Annuler
          </Button>
          <Button loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
            Enregistrer la fiche
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The vehicle's condition sheet on its page: state, marks on the drawings, signers, photos; corrected while present. */
export function ConditionSheetPanel({ entry }: { entry: YardEntryDto }) {
  const [editing, setEditing] = useState(false);
  const present = entry.status === 'PRESENT';
  const sheet = entry.condition;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Fiche descriptive</Title>
        {present && (
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {sheet ? 'Modifier la fiche' : 'Remplir la fiche'}
          </Button>
        )}
      </Group>
      {sheet ? (
        <>
          <Text size="sm">
            {`État général : ${YARD_GENERAL_STATE_LABELS[sheet.generalState]}. ${signers(sheet)}`}
          </Text>
          {sheet.marks.length > 0 && (
            // Read-only, every view at once: kept narrow so the rest of the page stays in sight.
            <Box maw={560}>
              <DamageDiagramEditor label="Dommages relevés" marks={toDiagramMarks(sheet.marks)} />
            </Box>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          La fiche n’a pas été remplie à l’entrée.
        </Text>
      )}
      <ConditionPhotos entryId={entry.id} editable={present} />
      {editing && <ConditionSheetModal entry={entry} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
