import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalculator, IconPencil, IconTransferIn } from '@tabler/icons-react';
import { formatCents, type PriceLine } from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../../components/notify.tsx';
import { formatListDate } from '../../../../lib/dates.ts';
import {
  useApplyPrice,
  useCalculatePrice,
  useChangePriceLine,
  useFolderPrice,
} from '../../api/folder-price.ts';
import { PriceLineModal } from './price-line-modal.tsx';

const euros = (cents: number) => formatCents(BigInt(cents));

/**
 * « Calculer le prix » (issue 32): the lines the applicable grid proposes, each with the rule that
 * made it; a line can be changed (« modifié »), then the lines become the valorisation « Facturer » bills.
 */
export function FolderPricePanel({ folderId }: { folderId: number }) {
  const pricing = useFolderPrice(folderId).data;
  const calculate = useCalculatePrice(folderId);
  const change = useChangePriceLine(folderId);
  const apply = useApplyPrice(folderId);
  const [editing, setEditing] = useState<number | null>(null);
  const editedLine: PriceLine | undefined = editing === null ? undefined : pricing?.lines[editing];

  return (
    <Card withBorder padding="sm" aria-label="Prix du dossier">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Prix</Title>
          <Group gap="xs">
            {pricing && (
              <Button
                variant="default"
                leftSection={<IconTransferIn size={16} />}
                loading={apply.isPending}
                onClick={() =>
                  void apply
                    .mutateAsync()
                    .then(() =>
                      notifySuccess('Enregistré !', 'Les lignes sont reprises dans la valorisation.'),
                    )
                    .catch(() => undefined)
                }
              >
                Reprendre dans la valorisation
              </Button>
            )}
            <Button
              leftSection={<IconCalculator size={16} />}
              loading={calculate.isPending}
              onClick={() => void calculate.mutateAsync().catch(() => undefined)}
            >
              Calculer le prix
            </Button>
          </Group>
        </Group>
        {pricing && (
          <>
            <Text size="sm" c="dimmed">
              {pricing.gridName} — appel du {formatListDate(pricing.callAt)}, calculé le{' '}
              {formatListDate(pricing.computedAt)}
              {pricing.hidePricesOnDriverDocuments ? ' — prix masqués sur les documents du chauffeur' : ''}
            </Text>
            {pricing.warnings.map((warning) => (
              <Alert key={`${warning.label}-${warning.message}`} color="orange" variant="light">
                {warning.label} : {warning.message}
              </Alert>
            ))}
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Lignes proposées">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ligne</Table.Th>
                    <Table.Th>Règle appliquée</Table.Th>
                    <Table.Th ta="right">Quantité</Table.Th>
                    <Table.Th ta="right">PU HT</Table.Th>
                    <Table.Th ta="right">Total HT</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pricing.lines.map((line, index) => (
                    <Table.Tr key={`${line.label}-${index}`}>
                      <Table.Td>
                        {line.label}{' '}
                        {line.modified && (
                          <Badge size="xs" color="orange" variant="light">
                            modifié
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{line.ruleDescription}</Table.Td>
                      <Table.Td ta="right">{line.quantity}</Table.Td>
                      <Table.Td ta="right">{euros(line.unitPriceCents)}</Table.Td>
                      <Table.Td ta="right">{euros(line.totalHtCents)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconPencil size={14} />}
                          aria-label={`Modifier ${line.label}`}
                          onClick={() => setEditing(index)}
                        >
                          Modifier
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text ta="right" fw={600}>
              Total HT : {euros(pricing.totalHtCents)}
            </Text>
          </>
        )}
      </Stack>
      {editedLine && pricing && editing !== null && (
        <PriceLineModal
          line={editedLine}
          saving={change.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            change.mutate(
              { index: editing, body: { ...body, version: pricing.version } },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
    </Card>
  );
}
