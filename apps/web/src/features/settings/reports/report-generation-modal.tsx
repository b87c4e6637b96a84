import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  REPORT_MAX_DAYS,
  daysInPeriod,
  reportPeriod,
  scheduledPeriod,
  type ReportConfiguration,
  type ReportPeriod,
} from '@plateau/contracts';
import { dayjs, formatStoredDate } from '../../../lib/dates.ts';
import { useGuardedClose } from '../../../components/form-modal.tsx';

interface Props {
  configuration: ReportConfiguration;
  busy: boolean;
  onGenerate: (period: ReportPeriod, email: string | null) => void;
  onClose: () => void;
}

type Range = [string | null, string | null];

/** How the chosen date makes the period (spec 3 §5), said under the date field. */
const PERIOD_RULE = {
  DAILY: 'La période est la journée choisie.',
  WEEKLY: 'La période couvre 7 jours à partir de la veille de la date choisie.',
  MONTHLY: 'La période couvre 28 jours à partir de la veille de la date choisie.',
} as const;

/**
 * The report generation modal (spec 3 §2): a date range, prefilled with the last period of the
 * report's type (ending yesterday), and an optional e-mail. Choosing a date sets the range by the
 * §5 period rule of the report's type; the range itself stays editable. Without an e-mail the
 * file is downloaded.
 */
export function ReportGenerationModal({ configuration, busy, onGenerate, onClose }: Props) {
  const [range, setRange] = useState<Range>(() => {
    const last = scheduledPeriod(configuration.type, formatStoredDate(dayjs()));
    return [last.startDate, last.endDate];
  });
  const [email, setEmail] = useState('');
  const requestClose = useGuardedClose(email.trim() !== '', onClose);
  const [start, end] = range;
  const emailError = email.trim() && !isValidEmail(email.trim()) ? EMAIL_INVALID_MESSAGE : null;
  const tooLong = start && end ? daysInPeriod(start, end) > REPORT_MAX_DAYS : false;
  const ready = Boolean(start && end) && !emailError && !tooLong;
  return (
    <Modal opened onClose={() => void requestClose()} title="Génération du rapport" centered>
      <Stack>
        <Text size="sm">{configuration.name}</Text>
        <DatePickerInput
          label="Date du rapport"
          description={PERIOD_RULE[configuration.type]}
          valueFormat="DD/MM/YYYY"
          placeholder="Choisir une date"
          onChange={(value) => {
            if (!value) return;
            const period = reportPeriod(configuration.type, formatStoredDate(value));
            setRange([period.startDate, period.endDate]);
          }}
        />
        <DatePickerInput
          type="range"
          label="Période"
          valueFormat="DD/MM/YYYY"
          allowSingleDateInRange
          value={range}
          onChange={(value) =>
            setRange([
              value[0] ? formatStoredDate(value[0]) : null,
              value[1] ? formatStoredDate(value[1]) : null,
            ])
          }
          error={tooLong ? `La période ne doit pas dépasser ${REPORT_MAX_DAYS} jours` : null}
        />
        <TextInput
          label="E-mail (facultatif)"
          description="Renseigné : le rapport est envoyé à cette adresse ; sinon il est téléchargé."
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void requestClose()}>
            Annuler
          </Button>
          <Button
            loading={busy}
            disabled={!ready}
            onClick={() => onGenerate({ startDate: start!, endDate: end! }, email.trim() || null)}
          >
            {email.trim() ? 'Envoyer' : 'Télécharger'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
