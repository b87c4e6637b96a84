import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import {
  YARD_AUTHORITY_LABELS,
  YARD_CATEGORY_LABELS,
  YARD_REASON_LABELS,
  YARD_STATUS_LABELS,
} from '@plateau/contracts';
import { useParams } from 'react-router';
import { formatListDate } from '../../../lib/dates.ts';
import { downloadReleasePdf, useYardEntry } from '../api/yard.ts';
import { ConditionSheetPanel } from '../components/condition-sheet-panel.tsx';
import { FeeLines } from '../components/fee-lines.tsx';
import { HandoverForm } from '../components/handover-form.tsx';
import { HoldsPanel } from '../components/holds-panel.tsx';
import { NoticeForm } from '../components/notice-form.tsx';
import { ReleaseForm } from '../components/release-form.tsx';
import { euros } from '../model/yard-format.ts';
import { downloadConditionPdf } from '../api/yard-reports.ts';
import { reportError } from '../../../components/report-error.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

/** A vehicle of the yard: what it is, what it owes line by line, its holds, notice, release and hand-over. */
export function Component() {
  const id = Number(useParams().id);
  const entry = useYardEntry(id).data;
  if (!entry) return null;
  const present = entry.status === 'PRESENT';
  const { vehicle } = entry;
  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{vehicle.plate}</Title>
          <Badge variant="light" color={present ? 'blue' : 'gray'}>
            {YARD_STATUS_LABELS[entry.status]}
          </Badge>
        </Group>
        <Group gap="xs">
          {entry.condition && (
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              onClick={() => void downloadConditionPdf(entry.id, vehicle.plate).catch(reportError)}
            >
              Fiche descriptive (PDF)
            </Button>
          )}
          {!present && (
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={16} />}
              onClick={() => void downloadReleasePdf(entry.id, vehicle.plate).catch(reportError)}
            >
              Bon de sortie (PDF)
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Field
            label="Véhicule"
            value={[vehicle.make, vehicle.model, vehicle.colour].filter(Boolean).join(' ')}
          />
          <Field label="Catégorie" value={YARD_CATEGORY_LABELS[vehicle.category]} />
          <Field label="Motif" value={YARD_REASON_LABELS[entry.reason]} />
          <Field
            label="Autorité"
            value={
              entry.authority
                ? `${YARD_AUTHORITY_LABELS[entry.authority]}${entry.pvNumber ? ` · PV ${entry.pvNumber}` : ''}`
                : ''
            }
          />
          <Field label="Enlevé le" value={formatListDate(entry.removedAt)} />
          <Field label="Place" value={entry.placeLabel ?? ''} />
          <Field label="Jours au parc" value={String(entry.fees.days)} />
          <Field label="Sortie" value={entry.exitAt ? formatListDate(entry.exitAt) : ''} />
          {entry.release?.invoiceCode && (
            <Field
              label="Facture"
              value={`${entry.release.invoiceCode} · payée ${euros(entry.release.paidCents ?? 0)}`}
            />
          )}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <ConditionSheetPanel entry={entry} />
      </Paper>
      <Paper withBorder p="md">
        <Title order={4} mb="xs">
          {present ? 'Frais dus ce jour' : 'Frais facturés'}
        </Title>
        <FeeLines fees={entry.fees} />
      </Paper>
      <Paper withBorder p="md">
        <HoldsPanel entry={entry} />
      </Paper>
      {entry.kind === 'FOURRIERE' && (
        <Paper withBorder p="md">
          <NoticeForm entry={entry} />
        </Paper>
      )}
      {present && (
        <Paper withBorder p="md">
          <ReleaseForm entry={entry} />
        </Paper>
      )}
      {present &&
        entry.kind === 'FOURRIERE' &&
        (entry.deadlineState === 'DUE' || entry.deadlineState === 'OVERDUE') && (
          <Paper withBorder p="md">
            <HandoverForm entry={entry} />
          </Paper>
        )}
    </Stack>
  );
}
