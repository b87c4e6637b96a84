import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { REPORT_QUESTION_LABELS, type FolderDriverReport } from '@plateau/contracts';
import { formatListDate } from '../../../../lib/dates.ts';
import { useFolderDriverReports } from '../../api/folder-driver-reports.ts';

const yesNo = (value: boolean | null) => (value == null ? null : value ? 'Oui' : 'Non');

function DriverReport({ report }: { report: FolderDriverReport }) {
  const answers = (['lieuInterventionCorrect', 'lieuLivraisonCorrect'] as const)
    .map((field) => [REPORT_QUESTION_LABELS[field], yesNo(report[field])] as const)
    .filter(([, answer]) => answer !== null);
  return (
    <Card withBorder radius="md" data-testid="driver-report">
      <Stack gap={6}>
        <Title order={4} size="h5">
          Rapport du chauffeur, signé sur place — mission {report.missionOrderNo}
        </Title>
        <Text>
          Signé par <b>{report.signerName}</b> le {formatListDate(report.signedAt)}
        </Text>
        {report.km != null && <Text>Kilomètres : {report.km.toLocaleString('fr-FR')} km</Text>}
        {answers.map(([question, answer]) => (
          <Text key={question}>
            {question} {answer}
          </Text>
        ))}
        {report.remarks && <Text style={{ whiteSpace: 'pre-wrap' }}>Remarques : {report.remarks}</Text>}
        <Group>
          <Image
            src={report.signatureDataUrl}
            alt={`Signature de ${report.signerName}`}
            w={240}
            h={100}
            fit="contain"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** The reports the drivers had signed in the app, with the customer's signature; nothing when none. */
export function DriverReportsCard({ folderId, enabled }: { folderId: number; enabled: boolean }) {
  const reports = useFolderDriverReports(folderId, enabled);
  if (!reports.data?.length) return null;
  return (
    <Stack gap="sm">
      {reports.data.map((report) => (
        <DriverReport key={report.missionId} report={report} />
      ))}
    </Stack>
  );
}
