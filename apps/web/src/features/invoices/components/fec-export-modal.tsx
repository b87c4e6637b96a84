import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
// The calendar's styles (also those of the list's « Période » picker): loaded with the screen, as the folders' screens do.
import '@mantine/dates/styles.css';
import { IconDownload } from '@tabler/icons-react';
import type { FecEncoding } from '@plateau/contracts';
import { useState, type FormEvent } from 'react';
import { DAY_DISPLAY_FORMAT, parseDisplayedDay } from '../../../lib/dates.ts';
import { useDownloadFec } from '../api/download-fec.ts';
import { defaultFecChoice, fecChoiceError, type FecChoice } from '../model/fec-export.ts';

const dayOf = (value: string | null) => (value ? String(value).slice(0, 10) : null);

/**
 * « Export FEC » (the fichier des écritures comptables of the sales, bank and cash journals): a period, the
 * current financial year unless changed, and the encoding. A form, so that Enter downloads and
 * Escape closes. « Télécharger » has the focus on opening: Enter downloads the current year, and
 * the dates' calendar (which opens on focus) does not cover the dialog before it is asked for.
 */
export function FecExportModal({ onClose }: { onClose: () => void }) {
  const [choice, setChoice] = useState<FecChoice>(() => defaultFecChoice());
  const download = useDownloadFec();
  const error = fecChoiceError(choice);
  const change = (part: Partial<FecChoice>) => setChoice((current) => ({ ...current, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) download.mutate(choice, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Export FEC" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Le fichier des écritures comptables (journal des ventes, journaux de banque et de caisse avec le
            lettrage des paiements), au format de l'administration fiscale.
          </Text>
          <Group grow align="flex-start">
            <DateInput
              label="Du"
              valueFormat={DAY_DISPLAY_FORMAT}
              dateParser={parseDisplayedDay}
              placeholder="jj/mm/aaaa"
              value={choice.from}
              onChange={(value) => change({ from: dayOf(value) })}
            />
            <DateInput
              label="Au"
              valueFormat={DAY_DISPLAY_FORMAT}
              dateParser={parseDisplayedDay}
              placeholder="jj/mm/aaaa"
              value={choice.to}
              onChange={(value) => change({ to: dayOf(value) })}
            />
          </Group>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Radio.Group
            label="Encodage"
            value={choice.encoding}
            onChange={(value) => change({ encoding: value as FecEncoding })}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="iso-8859-15" label="ISO 8859-15, attendu par l'administration fiscale" />
              <Radio value="utf-8" label="UTF-8, pour un logiciel qui ne lit que celui-ci" />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button
              type="submit"
              loading={download.isPending}
              disabled={Boolean(error)}
              leftSection={<IconDownload size={16} />}
              data-autofocus
            >
              Télécharger
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
