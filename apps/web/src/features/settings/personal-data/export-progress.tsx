import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadExport, useExportStatus } from '../api/personal-data.ts';

/** The export job's progress, then its download. */
export function ExportProgress({ exportId }: { exportId: number }) {
  const { data } = useExportStatus(exportId);
  const download = useDownloadExport();
  if (!data || data.status === 'QUEUED' || data.status === 'RUNNING') {
    const progress = data?.progress ?? 0;
    return (
      <div>
        <Text size="sm" mb={4}>
          Préparation de l’export… {progress} %
        </Text>
        <Progress value={progress} animated aria-label="Progression de l’export" />
      </div>
    );
  }
  if (data.status === 'FAILED') return <Alert color="red">{data.error ?? 'L’export a échoué.'}</Alert>;
  return (
    <Group>
      <Text size="sm">L’export est prêt : une archive ZIP (data.json, resume.pdf, photos).</Text>
      <Button
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate(exportId)}
      >
        Télécharger l’export
      </Button>
    </Group>
  );
}
