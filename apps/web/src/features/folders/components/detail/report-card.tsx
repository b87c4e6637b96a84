import { Divider, NumberInput, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  KM_SUPPLEMENTAIRE_LABEL,
  kmOverPlannedWarning,
  NO_KM_SUPPLEMENTAIRES_REASON,
  REPORT_MOTIF_LABEL,
  reportErrors,
  reportKmFields,
  reportLayout,
  type Folder,
  type MissionReport,
  type ReportKey,
} from '@plateau/contracts';
import { Fragment } from 'react';
import { missionReportOf } from '../../model/report-draft.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { ReportStep } from './report-step.tsx';

interface ReportCardProps {
  /** The folder as edited (the draft). */
  folder: Folder;
  onChange: (key: ReportKey, patch: Partial<MissionReport>) => void;
  readOnly: boolean;
}

const kmValue = (value: number | null | undefined) => value ?? '';
const kmOf = (value: string | number) => (typeof value === 'number' ? value : null);

/**
 * The report card of the folder's nature (spec 2 §4 'Report steps per nature'): each report it
 * writes, its steps in order, then the km and, for a wasted trip, its reason. The checks shown
 * under the fields are the server's (reportErrors).
 */
export function ReportCard({ folder, onChange, readOnly }: ReportCardProps) {
  const intervention = folder.interventionDepannage;
  const layout = reportLayout(intervention?.nature);
  const km = reportKmFields(intervention);
  const issues = reportErrors(folder.reportDepannage, intervention);
  const errorAt = (key: ReportKey, ...rest: string[]) =>
    issues.find((issue) => issue.path.join('.') === ['reportDepannage', key, ...rest].join('.'))?.message;

  return (
    <SectionCard title={layout.title}>
      <Stack gap="md">
        {layout.sections.map(({ report: key, title }, index) => {
          const report = missionReportOf(folder, key);
          const change = (patch: Partial<MissionReport>) => onChange(key, patch);
          const overPlanned = kmOverPlannedWarning(report.kmTotal, intervention);
          return (
            <Fragment key={key}>
              {index > 0 && <Divider />}
              {layout.sections.length > 1 && (
                <Title order={4} size="h6">
                  {title}
                </Title>
              )}
              {layout.steps
                .filter((step) => step.report === key)
                .map((step) => (
                  <ReportStep
                    key={step.key}
                    step={step}
                    report={report}
                    onChange={change}
                    readOnly={readOnly}
                    dateError={errorAt(key, step.place, 'date')}
                  />
                ))}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NumberInput
                  label={km.kmTotalLabel}
                  suffix=" km"
                  min={0}
                  allowDecimal={false}
                  readOnly={readOnly}
                  value={kmValue(report.kmTotal)}
                  error={errorAt(key, 'kmTotal')}
                  description={
                    overPlanned && !errorAt(key, 'kmTotal') ? (
                      <Text span size="xs" fw={600} c="var(--mantine-color-text)" role="status">
                        ⚠ {overPlanned}
                      </Text>
                    ) : undefined
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  onChange={(value) => change({ kmTotal: kmOf(value) })}
                />
                {km.showKmSupplementaire ? (
                  <NumberInput
                    label={KM_SUPPLEMENTAIRE_LABEL}
                    suffix=" km"
                    min={0}
                    allowDecimal={false}
                    readOnly={readOnly}
                    value={kmValue(report.kmSupplementaire)}
                    error={errorAt(key, 'kmSupplementaire')}
                    onChange={(value) => change({ kmSupplementaire: kmOf(value) })}
                  />
                ) : (
                  <Stack gap={2} mt={{ sm: 28 }}>
                    <Text size="sm" fw={500}>
                      {km.notice}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {NO_KM_SUPPLEMENTAIRES_REASON}
                    </Text>
                  </Stack>
                )}
              </SimpleGrid>
              {layout.motif && key === 'interventionReport' && (
                <Textarea
                  label={REPORT_MOTIF_LABEL}
                  autosize
                  minRows={2}
                  readOnly={readOnly}
                  value={report.motifDeplacementPourRien ?? ''}
                  onChange={(event) =>
                    change({ motifDeplacementPourRien: event.currentTarget.value || null })
                  }
                />
              )}
            </Fragment>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
