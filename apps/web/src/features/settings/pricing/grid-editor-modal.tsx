import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import type { TariffGrid, TariffGridInput, TariffRuleInput } from '@plateau/contracts';
import { useState } from 'react';
import { useGuardedClose } from '../../../components/form-modal.tsx';
import { DAY_DISPLAY_FORMAT, formatStoredDate, parseDisplayedDay } from '../../../lib/dates.ts';
import { ProviderSelect } from '../provider-select.tsx';
import { emptyRule, gridDraftOf } from './grid-draft.ts';
import { RuleFields } from './rule-fields.tsx';

interface GridEditorProps {
  grid: TariffGrid | null;
  saving: boolean;
  onSave: (body: TariffGridInput) => void;
  onClose: () => void;
}

const dayOf = (value: string | Date | null) => (value ? formatStoredDate(value) : null);

/** « Nouvelle grille » / « Modifier la grille »: who pays it, its period, and its rules. */
export function GridEditorModal({ grid, saving, onSave, onClose }: GridEditorProps) {
  const [initial] = useState(() => gridDraftOf(grid, formatStoredDate(new Date())));
  const [draft, setDraft] = useState<TariffGridInput>(initial);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const requestClose = useGuardedClose(dirty, onClose);
  const set = (fields: Partial<TariffGridInput>) => setDraft((current) => ({ ...current, ...fields }));
  const setRule = (index: number, rule: TariffRuleInput) =>
    set({ rules: draft.rules.map((current, i) => (i === index ? rule : current)) });

  return (
    <Modal
      opened
      onClose={() => void requestClose()}
      title={grid ? 'Modifier la grille' : 'Nouvelle grille'}
      size="xl"
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Nom"
              required
              maxLength={100}
              value={draft.name}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <ProviderSelect
              label="Contrat assisteur"
              placeholder="Aucun : grille par défaut"
              clearable
              value={draft.assistanceProvider}
              onChange={(value) =>
                set({ assistanceProvider: value as TariffGridInput['assistanceProvider'] })
              }
            />
            <DateInput
              label="Valable du"
              required
              valueFormat={DAY_DISPLAY_FORMAT}
              dateParser={parseDisplayedDay}
              placeholder="jj/mm/aaaa"
              value={draft.validFrom}
              onChange={(value) => set({ validFrom: dayOf(value) ?? draft.validFrom })}
            />
            <DateInput
              label="Jusqu’au"
              clearable
              valueFormat={DAY_DISPLAY_FORMAT}
              dateParser={parseDisplayedDay}
              placeholder="sans fin"
              value={draft.validUntil}
              onChange={(value) => set({ validUntil: dayOf(value) })}
            />
          </SimpleGrid>
          <Checkbox
            label="Masquer les prix sur les documents remis par le chauffeur"
            checked={draft.hidePricesOnDriverDocuments}
            onChange={(event) => set({ hidePricesOnDriverDocuments: event.currentTarget.checked })}
          />
          <Text fw={600}>Règles</Text>
          <Text size="sm" c="dimmed">
            Pour chaque unité, la règle qui précise le plus de conditions l’emporte (une règle « dimanche »
            avant la règle sans horaire). Une liste vide s’applique toujours.
          </Text>
          {draft.rules.map((rule, index) => (
            <RuleFields
              key={index}
              rule={rule}
              index={index}
              onChange={(changed) => setRule(index, changed)}
              onRemove={() => set({ rules: draft.rules.filter((_, i) => i !== index) })}
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => set({ rules: [...draft.rules, emptyRule()] })}
            >
              Ajouter une règle
            </Button>
            <Group>
              <Button variant="default" onClick={() => void requestClose()}>
                Annuler
              </Button>
              <Button type="submit" loading={saving}>
                Enregistrer
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
