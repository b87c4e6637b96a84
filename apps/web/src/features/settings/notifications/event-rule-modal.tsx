import {
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Slider,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  EDITABLE_EVENT_RULE_TYPES,
  EVENT_RULE_TYPE_LABELS,
  isValidEmail,
  isValidPhone,
  isValidSmsText,
  SEVERITY_RANGE,
  SPEED_RANGE,
  type NewEventRule,
  type NotificationConfiguration,
} from '@plateau/contracts';
import { useState } from 'react';
import { SmsTextInput } from './sms-text-input.tsx';
import { isEdited, useGuardedClose } from '../../../components/form-modal.tsx';

export type RuleDraft = Required<{ [K in keyof NewEventRule]: Exclude<NewEventRule[K], undefined> }>;

/** A new rule: speeding above 100 km/h, severity 3 (spec 3 §4). */
export const NEW_RULE: RuleDraft = {
  name: '',
  type: 'ON_SPEED',
  containTextOnReportEvent: null,
  severity: SEVERITY_RANGE.default,
  speed: SPEED_RANGE.default,
  code: null,
  destinationPhonesOnReportEvent: [],
  destinationEmailsOnReportEvent: [],
  outOfRangeOnly: false,
  smsTextOnStart: null,
};

export const draftOfRule = (rule: NotificationConfiguration): RuleDraft => ({
  name: rule.name ?? '',
  type: (rule.type ?? 'ON_SPEED') as RuleDraft['type'],
  containTextOnReportEvent: rule.containTextOnReportEvent,
  severity: rule.severity ?? SEVERITY_RANGE.default,
  speed: rule.speed ?? SPEED_RANGE.default,
  code: rule.code,
  destinationPhonesOnReportEvent: rule.destinationPhonesOnReportEvent,
  destinationEmailsOnReportEvent: rule.destinationEmailsOnReportEvent,
  outOfRangeOnly: rule.outOfRangeOnly,
  smsTextOnStart: rule.smsTextOnStart,
});

const TYPES = EDITABLE_EVENT_RULE_TYPES.map((type) => ({ value: type, label: EVENT_RULE_TYPE_LABELS[type] }));
const SEVERITY_TYPES = new Set(['ON_BREAKING', 'ON_ACCELERATION', 'ON_STEERING']);

interface EventRuleModalProps {
  initial: RuleDraft;
  isNew: boolean;
  saving: boolean;
  onSave: (draft: RuleDraft) => void;
  onClose: () => void;
}

/** The SMS event rule editor (spec 3 §2, §4, §5). */
export function EventRuleModal({ initial, isNew, saving, onSave, onClose }: EventRuleModalProps) {
  const [draft, setDraft] = useState<RuleDraft>(initial);
  const set = (values: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...values }));
  const requestClose = useGuardedClose(isEdited(initial, draft), onClose);
  const badPhone = draft.destinationPhonesOnReportEvent.find((p) => !isValidPhone(p));
  const badEmail = draft.destinationEmailsOnReportEvent.find((e) => !isValidEmail(e));
  const valid =
    draft.name.trim() !== '' && !badPhone && !badEmail && isValidSmsText(draft.smsTextOnStart ?? '');
  return (
    <Modal
      opened
      onClose={() => void requestClose()}
      title={isNew ? 'Nouvelle règle' : 'Modifier la règle'}
      size="lg"
      centered
    >
      <Stack gap="sm">
        <TextInput
          label="Nom"
          required
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Select
          label="Type"
          data={TYPES}
          allowDeselect={false}
          value={draft.type}
          onChange={(value) => value && set({ type: value as RuleDraft['type'] })}
        />
        {SEVERITY_TYPES.has(draft.type) && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Sévérité : {draft.severity}
            </Text>
            <Slider
              thumbLabel="Sévérité"
              min={SEVERITY_RANGE.min}
              max={SEVERITY_RANGE.max}
              step={SEVERITY_RANGE.step}
              value={draft.severity ?? SEVERITY_RANGE.default}
              onChange={(severity) => set({ severity })}
              marks={[1, 2, 3, 4, 5].map((value) => ({ value, label: String(value) }))}
              mb="md"
            />
          </Stack>
        )}
        {draft.type === 'ON_SPEED' && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Vitesse : {draft.speed} km/h
            </Text>
            <Slider
              thumbLabel="Vitesse"
              min={SPEED_RANGE.min}
              max={SPEED_RANGE.max}
              step={SPEED_RANGE.step}
              value={draft.speed ?? SPEED_RANGE.default}
              onChange={(speed) => set({ speed })}
              label={(value) => `${value} km/h`}
            />
          </Stack>
        )}
        {draft.type === 'ON_CODE' && (
          <TextInput
            label="Code"
            value={draft.code ?? ''}
            onChange={(e) => set({ code: e.currentTarget.value || null })}
          />
        )}
        {draft.type === 'ON_REPORT_EVENT' && (
          <TextInput
            label="Texte contenu dans le rapport"
            value={draft.containTextOnReportEvent ?? ''}
            onChange={(e) => set({ containTextOnReportEvent: e.currentTarget.value || null })}
          />
        )}
        <TagsInput
          label="Téléphones à prévenir"
          placeholder="06 12 34 56 78 puis Entrée"
          value={draft.destinationPhonesOnReportEvent}
          onChange={(phones) => set({ destinationPhonesOnReportEvent: phones })}
          error={badPhone ? `Numéro non valide : ${badPhone}` : undefined}
        />
        <TagsInput
          label="E-mails à prévenir"
          placeholder="adresse puis Entrée"
          value={draft.destinationEmailsOnReportEvent}
          onChange={(emails) => set({ destinationEmailsOnReportEvent: emails })}
          error={badEmail ? `E-mail non valide : ${badEmail}` : undefined}
        />
        <Checkbox
          label="Uniquement hors de la zone de la mission"
          checked={draft.outOfRangeOnly}
          onChange={(e) => set({ outOfRangeOnly: e.currentTarget.checked })}
        />
        <SmsTextInput
          label="Texte du SMS"
          editor="rule"
          value={draft.smsTextOnStart ?? ''}
          onChange={(value) => set({ smsTextOnStart: value || null })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => void requestClose()}>
            Annuler
          </Button>
          <Button
            onClick={() => onSave({ ...draft, name: draft.name.trim() })}
            loading={saving}
            disabled={!valid}
          >
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
