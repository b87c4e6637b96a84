import { Button, FileInput, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconRoute } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { GPX_MISSION_DEFAULT_DELAY_MINUTES, MAX_IMPORT_FILES } from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { PICKER_DATE_FORMAT } from '../../../../lib/dates.ts';
import { agentOptions, useAgents } from '../../api/get-agents.ts';
import { truckOptions, useTrucks } from '../../api/get-trucks.ts';
import { useImportGpx } from '../../api/import-folders.ts';
import { useGuardedClose } from '../../../../components/form-modal.tsx';

const defaultDate = () =>
  dayjs().add(GPX_MISSION_DEFAULT_DELAY_MINUTES, 'minute').format('YYYY-MM-DD HH:mm:ss');
const idOf = (value: string | null) => (value ? Number(value) : null);

/** 'Importer un GPX' (spec 2 §2): one folder per file, its mission following the file's track. */
export function GpxImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trucks = useTrucks(opened);
  const agents = useAgents(opened);
  const [files, setFiles] = useState<File[]>([]);
  const [truckId, setTruckId] = useState<string | null>(null);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(defaultDate);
  const [text, setText] = useState('');
  const importGpx = useImportGpx();
  const close = () => {
    setFiles([]);
    setDate(defaultDate());
    setTruckId(null);
    setAgentId(null);
    setText('');
    onClose();
  };
  const edited = files.length > 0 || truckId !== null || agentId !== null || text.trim() !== '';
  const requestClose = useGuardedClose(edited, close);
  const submit = () => {
    const mission = {
      truckId: idOf(truckId),
      agentId: idOf(agentId),
      missionDateTime: date ? dayjs(date).toISOString() : null,
      text: text.trim() || null,
    };
    importGpx.mutate(
      { files, mission },
      {
        onSuccess: ({ folderIds }) => {
          const count = folderIds.length;
          notifySuccess(
            'Importé !',
            count > 1 ? `${count} dossiers ont été créés.` : 'Le dossier a été créé.',
          );
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={() => void requestClose()} title="Importer des traces (GPX)" size="lg">
      <Stack gap="md">
        <FileInput
          label={`Fichiers GPX (${MAX_IMPORT_FILES} au plus, un dossier par fichier)`}
          placeholder="Choisir un ou plusieurs fichiers"
          multiple
          accept=".gpx,application/gpx+xml"
          leftSection={<IconRoute size={16} />}
          value={files}
          onChange={setFiles}
          withAsterisk
          clearable
        />
        <Group grow>
          <Select
            label="Véhicule"
            data={truckOptions(trucks)}
            value={truckId}
            onChange={setTruckId}
            clearable
            searchable
          />
          <Select
            label="Intervenant"
            data={agentOptions(agents)}
            value={agentId}
            onChange={setAgentId}
            clearable
            searchable
          />
        </Group>
        <DateTimePicker
          label="Date de la mission"
          valueFormat={PICKER_DATE_FORMAT}
          value={date}
          onChange={setDate}
        />
        <Textarea
          label="Texte de la mission"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void requestClose()}>
            Annuler
          </Button>
          <Button onClick={submit} disabled={files.length === 0} loading={importGpx.isPending}>
            Importer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
