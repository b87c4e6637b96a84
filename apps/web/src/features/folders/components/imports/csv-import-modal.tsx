import { Anchor, Button, FileInput, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CSV_IMPORT_COLUMNS,
  CSV_IMPORT_TEMPLATE_FILENAME,
  csvImportTemplate,
  MAX_CSV_IMPORT_LINES,
  MAX_IMPORT_FILES,
} from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { CSV_IMPORT_SENT_TOAST } from '../../model/imports-sent-here.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { useTrucks } from '../../api/get-trucks.ts';
import { useImportCsv } from '../../api/import-folders.ts';
import { useGuardedClose } from '../../../../components/form-modal.tsx';

/** The template's example line names the account's first truck: it imports as it is. */
const downloadTemplate = (truckName: string | null) =>
  saveFile(
    new Blob([csvImportTemplate(truckName)], { type: 'text/csv;charset=utf-8' }),
    CSV_IMPORT_TEMPLATE_FILENAME,
  );

/** 'Importer un CSV' (spec 2 §2): first the qualification question, then the files. */
export function CsvImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [qualified, setQualified] = useState<'true' | 'false' | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const importCsv = useImportCsv();
  const trucks = useTrucks(opened);
  const close = () => {
    setQualified(null);
    setFiles([]);
    onClose();
  };
  const requestClose = useGuardedClose(qualified !== null || files.length > 0, close);
  const submit = () =>
    importCsv.mutate(
      { files, qualified: qualified === 'true' },
      {
        onSuccess: (answer) => {
          notifySuccess('Import', answer.message, CSV_IMPORT_SENT_TOAST);
          close();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={() => void requestClose()} title="Importer des dossiers (CSV)" size="lg">
      <Stack gap="md">
        <Radio.Group
          label="Les dossiers de ces fichiers sont-ils qualifiés ?"
          description="Qualifiés : créés à l'état « Créé ». Sinon : créés en « Création rapide », à compléter."
          withAsterisk
          value={qualified}
          onChange={(value) => setQualified(value as 'true' | 'false')}
        >
          <Group mt="xs">
            <Radio value="true" label="Oui, dossiers qualifiés" />
            <Radio value="false" label="Non, création rapide" />
          </Group>
        </Radio.Group>
        <FileInput
          label="Fichiers CSV"
          placeholder="Choisir un ou plusieurs fichiers"
          multiple
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={files}
          onChange={setFiles}
          disabled={qualified === null}
          clearable
        />
        <Text size="sm" c="dimmed">
          UTF-8, séparateur « ; », une ligne d'en-tête, dates au format jj/mm/aaaa hh:mm ; {MAX_IMPORT_FILES}{' '}
          fichiers, 10 Mo et {MAX_CSV_IMPORT_LINES.toLocaleString('fr-FR')} lignes au plus par fichier. Un
          fichier contenant une ligne en erreur n'est pas importé.
        </Text>
        <Text size="sm">
          Colonnes (* obligatoires) :{' '}
          {CSV_IMPORT_COLUMNS.map((c) => c.header + (c.required ? ' *' : '')).join(', ')}.
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => downloadTemplate(trucks[0]?.name ?? null)}
        >
          <Group gap={4}>
            <IconDownload size={14} />
            Télécharger le modèle
          </Group>
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void requestClose()}>
            Annuler
          </Button>
          <Button
            onClick={submit}
            disabled={qualified === null || files.length === 0}
            loading={importCsv.isPending}
          >
            Importer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
