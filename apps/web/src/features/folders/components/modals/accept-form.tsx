import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  ACCEPT_DEFAULT_DELAY_MINUTES,
  acceptanceError,
  defaultAcceptanceType,
  formatDelay,
  isAcceptanceTypeEditable,
  isJustificationRequired,
  parseDelay,
  typologieLabels,
  type AcceptanceType,
  type AcceptFolderRequest,
  type Folder,
  type JustificationDelaiCode,
} from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { dayjs, PICKER_DATE_FORMAT } from '../../../../lib/dates.ts';
import { optionsOf, useReferential } from '../../api/get-referential.ts';
import { TruckAgentFields, type Assignment } from '../fields/truck-agent-fields.tsx';
import { DelayInput } from './delay-input.tsx';
import { ModalFooter } from './modal-footer.tsx';

type Justification = (typeof JustificationDelaiCode)[number];

interface AcceptFormProps {
  folder: Folder;
  onCancel: () => void;
  onAccept: (body: AcceptFolderRequest) => void;
  pending: boolean;
  /** Whether the user changed anything: closing then asks first. */
  onEdited?: (edited: boolean) => void;
}

/** The accept modal's form; every rule comes from the contracts (spec 2 §5). */
export function AcceptForm({ folder, onCancel, onAccept, pending, onEdited }: AcceptFormProps) {
  const terms = folder.interventionDepannage;
  const justifications = optionsOf(useReferential('JUSTIFICATION_DELAI'));
  const [type, setType] = useState<AcceptanceType>(defaultAcceptanceType(terms));
  const [delayText, setDelayText] = useState(formatDelay(ACCEPT_DEFAULT_DELAY_MINUTES));
  const [justification, setJustification] = useState<Justification | null>(null);
  const [dateRdv, setDateRdv] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [assignment, setAssignment] = useState<Assignment>({
    truckId: folder.missionIntervention?.truckId ?? null,
    agentId: folder.missionIntervention?.agentId ?? null,
  });

  const immediate = type === 'IMMEDIATE';
  const delay = parseDelay(delayText);
  const needsJustification = immediate && delay !== null && isJustificationRequired(delay, terms);
  const body: AcceptFolderRequest = {
    type,
    delaiIntervention: immediate ? delay : null,
    justificationDelai: needsJustification ? justification : null,
    dateRdv: immediate ? null : dateRdv,
    commentaireRdv: immediate ? null : comment.trim() || null,
    ...assignment,
  };
  const error = acceptanceError(body, terms);
  const edited =
    type !== defaultAcceptanceType(terms) ||
    delayText !== formatDelay(ACCEPT_DEFAULT_DELAY_MINUTES) ||
    justification !== null ||
    dateRdv !== null ||
    comment.trim() !== '' ||
    assignment.truckId !== (folder.missionIntervention?.truckId ?? null) ||
    assignment.agentId !== (folder.missionIntervention?.agentId ?? null);
  useEffect(() => onEdited?.(edited), [edited, onEdited]);

  return (
    <Stack gap="sm">
      <SegmentedControl
        data={(['IMMEDIATE', 'RDV'] as const).map((value) => ({ value, label: typologieLabels[value] }))}
        value={type}
        onChange={(value) => setType(value as AcceptanceType)}
        disabled={!isAcceptanceTypeEditable(terms)}
        aria-label="Type d'acceptation"
      />
      {immediate ? (
        <>
          <DelayInput text={delayText} onChange={setDelayText} delaiMax={terms?.delaiMax} />
          {needsJustification && (
            <Select
              label="Justification du délai"
              withAsterisk
              data={justifications}
              value={justification}
              onChange={(value) => setJustification(value as Justification | null)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </>
      ) : (
        <>
          <DateTimePicker
            label="Date du rendez-vous"
            withAsterisk
            valueFormat={PICKER_DATE_FORMAT}
            minDate={dayjs().format('YYYY-MM-DD')}
            value={dateRdv ? dayjs(dateRdv).format('YYYY-MM-DD HH:mm:ss') : null}
            onChange={(value) => setDateRdv(value ? dayjs(value).toISOString() : null)}
          />
          <Textarea
            label="Commentaire"
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={2}
          />
        </>
      )}
      <TruckAgentFields
        {...assignment}
        stacked
        onChange={(change) => setAssignment((before) => ({ ...before, ...change }))}
      />
      {error && (
        <Text size="sm" c="orange.8">
          {error}
        </Text>
      )}
      <ModalFooter
        onCancel={onCancel}
        onConfirm={() => onAccept(body)}
        disabled={error !== null}
        loading={pending}
      />
    </Stack>
  );
}
