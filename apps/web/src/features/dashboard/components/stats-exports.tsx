import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { statsTableFilename, type StatsQuery } from '@plateau/contracts';
import { saveFile } from '../../../lib/save-file.ts';
import { useExportMissions } from '../api/export-missions.ts';
import { tableCsv, type StatsColumn, type StatsRow } from '../model/stats-columns.ts';

interface StatsExportsProps {
  rows: StatsRow[];
  columns: StatsColumn[];
  query: StatsQuery;
}

/** Spec 1 §2: the displayed table, and the mission-detail report, each named after its period. */
export function StatsExports({ rows, columns, query }: StatsExportsProps) {
  const exportMissions = useExportMissions();
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        disabled={rows.length === 0}
        onClick={() =>
          saveFile(
            new Blob([tableCsv(rows, columns)], { type: 'text/csv;charset=utf-8' }),
            statsTableFilename(query),
          )
        }
      >
        Exporter le tableau
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exportMissions.isPending}
        onClick={() => exportMissions.mutate(query)}
      >
        Rapport des missions
      </Button>
    </Group>
  );
}
