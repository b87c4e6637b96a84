import { Alert, Button, Group, Loader, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { CsvImportProblems } from '@plateau/contracts';
import { api } from '../../../../lib/api.ts';
import { CSV_IMPORT_SENT_TOAST } from '../../model/imports-sent-here.ts';

/** GET /api/folders/importCsv/{id}/problems: every problem of a refused file. */
function useImportProblems(importId: number) {
  return useQuery({
    queryKey: ['folder-imports', importId, 'problems'],
    queryFn: ({ signal }) =>
      api.get(`/api/folders/importCsv/${importId}/problems`, { schema: CsvImportProblems, signal }),
    meta: { busyLabel: 'Chargement des erreurs...', reportErrors: false },
    staleTime: Infinity,
  });
}

function ImportProblems({
  importId,
  message,
  onClose,
}: {
  importId: number;
  message: string;
  onClose: () => void;
}) {
  const found = useImportProblems(importId);
  const problems = found.data?.problems ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">
        {found.data
          ? `Le fichier « ${found.data.filename} » n'a pas été importé : aucun dossier n'a été créé. Corrigez ces lignes, puis importez-le de nouveau.`
          : message}
      </Text>
      {found.isPending && <Loader role="status" size="sm" aria-label="Chargement des erreurs..." />}
      {found.isError && <Alert color="red">La liste des erreurs n'a pas pu être chargée.</Alert>}
      {problems.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {problems.length} {problems.length > 1 ? 'problèmes' : 'problème'}
          </Text>
          {/* On a phone, one block a problem: four columns in 330 px cut the values letter by letter. */}
          <Stack gap="xs" hiddenFrom="sm" component="ul" aria-label="Problèmes du fichier" p={0} m={0}>
            {problems.map((problem, index) => (
              <Paper key={index} component="li" withBorder p="xs" style={{ listStyle: 'none' }}>
                <Text size="sm" fw={600}>
                  Ligne {problem.line}
                  {problem.column ? ` · ${problem.column}` : ''}
                </Text>
                <Text size="sm">Valeur : {problem.value || '(vide)'}</Text>
                <Text size="sm">{problem.reason}</Text>
              </Paper>
            ))}
          </Stack>
          <ScrollArea.Autosize mah="55vh" visibleFrom="sm">
            <Table striped withTableBorder stickyHeader aria-label="Problèmes du fichier">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ligne</Table.Th>
                  <Table.Th>Colonne</Table.Th>
                  <Table.Th>Valeur</Table.Th>
                  <Table.Th>Problème</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.map((problem, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{problem.line}</Table.Td>
                    <Table.Td>{problem.column ?? '—'}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{problem.value || '(vide)'}</Table.Td>
                    <Table.Td>{problem.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Fermer</Button>
      </Group>
    </Stack>
  );
}

/**
 * A refused CSV import (issue 20 §4.7): every problem of every line in a window that stays until
 * the user closes it, not a toast that vanishes naming only the first ones.
 */
export function openImportProblems(importId: number, title: string, message: string) {
  const modalId = `import-problems-${importId}`;
  // « L'import est en cours... » is over: its toast would stand on the window's title.
  notifications.hide(CSV_IMPORT_SENT_TOAST);
  modals.open({
    modalId,
    title,
    size: 'xl',
    children: <ImportProblems importId={importId} message={message} onClose={() => modals.close(modalId)} />,
  });
}
