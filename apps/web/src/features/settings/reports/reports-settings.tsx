import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import {
  REPORT_EMAIL_TOAST,
  REPORT_LOADING_TOAST,
  reportFrequencyLabels,
  reportTypeLabels,
  type ReportConfiguration,
  type ReportConfigurationCreate,
  type ReportPeriod,
} from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog.tsx';
import { reportError } from '../../../components/report-error.ts';
import { notifyDeleted, notifySaved, notifySuccess, TOAST_DURATION_MS } from '../../../components/notify.tsx';
import { useAccount } from '../../../lib/account.ts';
import { formatListDate } from '../../../lib/dates.ts';
import { newSubmissionKey } from '../../../lib/submission.ts';
import {
  downloadReport,
  emailReport,
  reportFileName,
  useDeleteReportConfiguration,
  useReportConfigurations,
  useSaveReportConfiguration,
} from '../api/report-configurations.ts';
import { ReportConfigurationModal } from './report-configuration-modal.tsx';
import { ReportGenerationModal } from './report-generation-modal.tsx';
import { coversRows } from '../../../lib/covers-rows.ts';

const deliveries = (c: ReportConfiguration) =>
  [c.sendByEmail && 'E-mail', c.sendBySftp && 'SFTP'].filter(Boolean).join(', ') || '—';

function LastRun({ c }: { c: ReportConfiguration }) {
  if (!c.lastRunAt) return <Text size="sm">—</Text>;
  return (
    // At 1024 px the column is narrow: the badge goes under the date rather than shrinking to « ENV… ».
    <Group gap={6}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDate(c.lastRunAt)}
      </Text>
      <Tooltip label={c.lastRunError ?? 'Envoyé'} disabled={c.lastRunStatus === 'OK'} multiline w={320}>
        <Badge color={c.lastRunStatus === 'OK' ? 'teal' : 'red'} variant="light" style={{ flexShrink: 0 }}>
          {c.lastRunStatus === 'OK' ? 'Envoyé' : 'Échec'}
        </Badge>
      </Tooltip>
    </Group>
  );
}

/** The scheduled reports of the current account or of a managed one (spec 3 §2, /settings/reports). */
export function ReportsSettings({ accountId }: { accountId?: number }) {
  const { data: me } = useAccount();
  const id = accountId ?? me?.id ?? 0;
  const list = useReportConfigurations(me ? id : undefined);
  const save = useSaveReportConfiguration(id);
  const remove = useDeleteReportConfiguration(id);
  const [editing, setEditing] = useState<ReportConfiguration | 'new' | null>(null);
  const [generating, setGenerating] = useState<ReportConfiguration | null>(null);
  const [busy, setBusy] = useState(false);

  const onSave = (body: ReportConfigurationCreate) =>
    save.mutate(
      { id: editing === 'new' ? null : (editing as ReportConfiguration).id, body },
      {
        onSuccess: () => {
          setEditing(null);
          notifySaved();
        },
      },
    );

  const onDelete = async (c: ReportConfiguration) => {
    if (await confirmDelete()) remove.mutate(c.id, { onSuccess: () => notifyDeleted() });
  };

  const onGenerate = async (c: ReportConfiguration, period: ReportPeriod, email: string | null) => {
    setBusy(true);
    try {
      if (email) {
        await emailReport(id, c.id, period, email, newSubmissionKey());
        notifySuccess(REPORT_EMAIL_TOAST.title, REPORT_EMAIL_TOAST.message);
      } else {
        const { filename } = await reportFileName(id, c.id, period);
        notifications.show({
          title: REPORT_LOADING_TOAST.title,
          message: REPORT_LOADING_TOAST.message(filename),
          color: 'yellow',
          autoClose: TOAST_DURATION_MS,
          position: 'top-center',
        });
        await downloadReport(id, c.id, period, filename);
      }
      setGenerating(null);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<ReportConfiguration>[] = [
    { accessor: 'name', title: 'Nom' },
    { accessor: 'type', title: 'Type', render: (c) => reportTypeLabels[c.type] },
    { accessor: 'frequency', title: 'Fréquence', render: (c) => reportFrequencyLabels[c.frequency] },
    { accessor: 'deliveries', title: 'Envoi', render: deliveries },
    { accessor: 'lastRunAt', title: 'Dernier envoi', render: (c) => <LastRun c={c} /> },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right' as const,
      render: (c) => (
        <RowActions
          actions={[
            {
              label: 'Générer',
              ariaLabel: `Générer ${c.name}`,
              icon: <IconFileSpreadsheet size={16} />,
              onClick: () => setGenerating(c),
            },
            editAction(c.name, () => setEditing(c)),
            deleteAction(c.name, () => void onDelete(c)),
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Nouveau
        </Button>
      </Group>
      <DataTable<ReportConfiguration>
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        striped
        minHeight={160}
        records={list.data ?? []}
        fetching={coversRows(list)}
        noRecordsText="Aucun rapport"
        onRowClick={({ record }) => setEditing(record)}
        rowStyle={() => ({ cursor: 'pointer' })}
        columns={columns}
      />
      {editing && (
        <ReportConfigurationModal
          configuration={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      {generating && (
        <ReportGenerationModal
          configuration={generating}
          busy={busy}
          onGenerate={(period, email) => void onGenerate(generating, period, email)}
          onClose={() => setGenerating(null)}
        />
      )}
    </Stack>
  );
}
