import { Badge, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  E_REPORTING_RHYTHM_ENTRIES,
  eReportKindLabels,
  eReportStateLabels,
  type EReport,
  type EReportingRhythm,
  type EReportState,
} from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { notifySuccess } from '../../../components/notify.tsx';
import { useAccount } from '../../../lib/account.ts';
import { formatDay, formatListDate } from '../../../lib/dates.ts';
import { useEReports, useSaveReportingRhythm } from '../api/e-reporting.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

// A non-breaking space keeps the euro sign with its amount.
const money = (value: string) => `${value.replace('.', ',')}\u00a0€`;
const STATE_COLORS: Record<EReportState, string> = {
  PENDING: 'yellow',
  SENT: 'green',
  FAILED: 'red',
  EMPTY: 'gray',
};
const RHYTHMS = E_REPORTING_RHYTHM_ENTRIES.map((entry) => ({
  value: entry.rhythm,
  label: `${entry.label} — ${entry.regime}`,
}));

/** A report's lines: one per day, VAT rate and kind of buyer. */
function ReportLines({ report }: { report: EReport }) {
  return (
    <Table fz="sm" withRowBorders={false} ml="md" maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Jour</Table.Th>
          <Table.Th>Clients</Table.Th>
          <Table.Th>Taux</Table.Th>
          <Table.Th ta="right">Base HT</Table.Th>
          <Table.Th ta="right">TVA</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.lines.map((line) => (
          <Table.Tr key={`${line.date}-${line.rate}-${line.category}`}>
            <Table.Td>{formatDay(line.date)}</Table.Td>
            <Table.Td>{line.category === 'B2C' ? 'Particuliers' : 'Étranger'}</Table.Td>
            <Table.Td>{line.rate === null ? 'Sans TVA' : `${line.rate.replace('.', ',')} %`}</Table.Td>
            <Table.Td ta="right">{money(line.base)}</Table.Td>
            <Table.Td ta="right">{money(line.vat)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** « E-reporting » (/factures/e-reporting): what each closed period sent to the administration through the platform. */
export function Component() {
  const { data: me } = useAccount();
  const reports = useEReports();
  const save = useSaveReportingRhythm();
  const rhythm = reports.data?.rhythm ?? null;
  return (
    <Stack>
      <Title order={2} size="h3">
        E-reporting
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        Les ventes aux particuliers et aux entreprises étrangères, et leurs encaissements, sont totalisés par
        jour et par taux de TVA puis transmis par la plateforme agréée à la fin de chaque période. Rien n’est
        transmis pour une période sans opération.
      </Text>
      <Select
        label="Rythme de transmission (régime de TVA)"
        data={RHYTHMS}
        value={rhythm}
        maw={480}
        allowDeselect={false}
        disabled={me?.role !== 'ADMIN'}
        onChange={(value) =>
          value &&
          save.mutate(value as EReportingRhythm, {
            onSuccess: () => notifySuccess('Rythme enregistré', 'Les prochaines périodes suivront ce rythme'),
          })
        }
      />
      <DataTable
        withTableBorder
        minHeight={160}
        noRecordsText="Aucune période close pour le moment"
        records={reports.data?.data ?? []}
        fetching={coversRows(reports)}
        rowExpansion={{ content: ({ record }) => <ReportLines report={record} /> }}
        columns={[
          {
            accessor: 'periodStart',
            title: 'Période',
            render: (row) => `${formatDay(row.periodStart)} – ${formatDay(row.periodEnd)}`,
          },
          { accessor: 'kind', title: 'Flux', render: (row) => eReportKindLabels[row.kind] },
          {
            accessor: 'totalBase',
            title: 'Base HT',
            textAlign: 'right',
            render: (row) => money(row.totalBase),
          },
          { accessor: 'totalVat', title: 'TVA', textAlign: 'right', render: (row) => money(row.totalVat) },
          { accessor: 'total', title: 'Total TTC', textAlign: 'right', render: (row) => money(row.total) },
          {
            accessor: 'state',
            title: 'État',
            render: (row) => (
              <Stack gap={2} align="flex-start">
                <Badge color={STATE_COLORS[row.state]} variant="light" tt="none" miw="max-content">
                  {eReportStateLabels[row.state]}
                </Badge>
                {row.sentAt && <Text size="xs">le {formatListDate(row.sentAt)}</Text>}
                {row.lastError && (
                  <Text size="xs" c="red">
                    {row.lastError}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
