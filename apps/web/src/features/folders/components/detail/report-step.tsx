import { Grid, Group, Radio, Switch, Text } from '@mantine/core';
import { REPORT_PREVU_LABEL, type MissionReport, type ReportStep as Step } from '@plateau/contracts';
import { AddressAutocomplete } from '../../../../components/place-contact/address-autocomplete.tsx';
import { bind } from '../fields/bind.tsx';
import { reportAddressOf, withPlace } from '../../model/report-draft.ts';

interface ReportStepProps {
  step: Step;
  report: MissionReport;
  onChange: (patch: Partial<MissionReport>) => void;
  readOnly: boolean;
  /** What the checks refuse about this step's date. */
  dateError?: string;
}

const yesNo = (value: boolean | null | undefined) => (value == null ? null : value ? 'oui' : 'non');

/** One line of the report card: when, where, and the step's switch or question (spec 2 §4). */
export function ReportStep({ step, report, onChange, readOnly, dateError }: ReportStepProps) {
  const place = report[step.place] ?? null;
  const setPlace = (patch: object) => onChange({ [step.place]: withPlace(place ?? undefined, patch) });
  const date = bind({ date: place?.date ?? null }, setPlace, readOnly);
  const prevu = step.place === 'arrivedAtDestinationPlace' ? report.arrivedAtDestinationPlace?.prevu : null;
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, md: 4 }}>
        {date.dateTime('date', step.label, { error: dateError })}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <AddressAutocomplete
          label={`Lieu — ${step.label}`}
          place={place ?? {}}
          readOnly={readOnly}
          onChange={(next) => setPlace(reportAddressOf(next))}
        />
      </Grid.Col>
      {(step.prevuSwitch || step.question) && (
        <Grid.Col span={12}>
          <Group gap="lg">
            {step.prevuSwitch && (
              <Switch
                label={REPORT_PREVU_LABEL}
                checked={!!prevu}
                disabled={readOnly}
                onChange={(event) => setPlace({ prevu: event.currentTarget.checked })}
              />
            )}
            {step.question && (
              <Radio.Group
                label={<Text size="sm">{step.question.label}</Text>}
                value={yesNo(report[step.question.field])}
                onChange={(value) => onChange({ [step.question!.field]: value === 'oui' })}
              >
                <Group gap="md" mt={4}>
                  <Radio value="oui" label="Oui" disabled={readOnly} />
                  <Radio value="non" label="Non" disabled={readOnly} />
                </Group>
              </Radio.Group>
            )}
          </Group>
        </Grid.Col>
      )}
    </Grid>
  );
}
