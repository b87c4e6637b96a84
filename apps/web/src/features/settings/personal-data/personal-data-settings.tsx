import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEraser, IconFileExport, IconSearch } from '@tabler/icons-react';
import type { PersonalDataErasure } from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../components/notify.tsx';
import { useErasePerson, usePersonSearch, useStartExport } from '../api/personal-data.ts';
import { confirmErase } from './erase-confirmation.tsx';
import { erasureText, resultsHeading } from './erasure-wording.ts';
import { ExportProgress } from './export-progress.tsx';
import { PersonSearchResults } from './person-search-results.tsx';
import { RetentionSettingsCard } from './retention-settings.tsx';
import { SmsOptOutCard } from './sms-opt-out-card.tsx';

/** 'Données personnelles' (issue 23): find a person, export or erase them; retention periods. */
export function PersonalDataSettings() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = usePersonSearch(query);
  const erase = useErasePerson();
  const startExport = useStartExport();
  const [exportId, setExportId] = useState<number | null>(null);
  const [erased, setErased] = useState<PersonalDataErasure | null>(null);
  const hits = search.data?.hits ?? [];

  const onSearch = () => {
    setErased(null);
    setExportId(null);
    setQuery(typed.trim());
    if (typed.trim() === query) void search.refetch();
  };
  const onErase = async () => {
    if (!(await confirmErase(hits))) return;
    erase.mutate(query, {
      onSuccess: (done) => {
        setErased(done);
        setExportId(null);
        notifySuccess('Action réalisée !', 'Les données de la personne ont été effacées.');
      },
    });
  };

  return (
    <Stack gap="md" maw={1000}>
      <Card withBorder>
        <Title order={4} mb="xs">
          Rechercher une personne
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Pour répondre à une demande d’accès ou d’effacement (RGPD, art. 15, 17 et 20) : chaque recherche est
          inscrite au journal.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch();
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Nom, téléphone, e-mail ou immatriculation"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              w={380}
              leftSection={<IconSearch size={16} />}
            />
            <Button type="submit" loading={search.isFetching} disabled={typed.trim().length < 2}>
              Rechercher
            </Button>
          </Group>
        </form>
      </Card>
      {search.isError && <Alert color="red">{(search.error as Error).message}</Alert>}
      {erased && (
        <Alert color="teal" title="Données effacées">
          {erasureText(erased)}
        </Alert>
      )}
      {search.data && (
        <Card withBorder>
          <Group justify="space-between" mb="sm">
            <Text fw={600}>{resultsHeading(hits.length)}</Text>
            <Group>
              <Button
                variant="light"
                leftSection={<IconFileExport size={16} />}
                disabled={hits.length === 0}
                loading={startExport.isPending}
                onClick={() => startExport.mutate(query, { onSuccess: (started) => setExportId(started.id) })}
              >
                Exporter
              </Button>
              <Button
                color="red"
                leftSection={<IconEraser size={16} />}
                disabled={hits.length === 0}
                loading={erase.isPending}
                onClick={() => void onErase()}
              >
                Effacer
              </Button>
            </Group>
          </Group>
          {exportId !== null && (
            <div style={{ marginBottom: 12 }}>
              <ExportProgress exportId={exportId} />
            </div>
          )}
          {hits.length > 0 && <PersonSearchResults hits={hits} />}
        </Card>
      )}
      <RetentionSettingsCard />
      <SmsOptOutCard />
    </Stack>
  );
}
