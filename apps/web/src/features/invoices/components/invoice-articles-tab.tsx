import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { computeInvoiceAmounts, formatCents } from '@plateau/contracts';
import { useState } from 'react';
import { useVatRates } from '../api/get-accounting.ts';
import type { DraftLine } from '../model/invoice-draft.ts';
import { ArticlePickerModal } from './article-picker-modal.tsx';

/**
 * The invoice's lines and totals, computed by the shared rule as the server will (EN 16931
 * rounding); read only once issued.
 */
export function InvoiceArticlesTab({
  lines,
  onChange,
  readOnly = false,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  readOnly?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const rates = useVatRates();
  const rateOf = (id: number | null) => rates.data?.find((r) => r.id === id);
  const amounts = computeInvoiceAmounts(
    lines.map((l) => ({ quantity: l.quantity, unitHT: l.montantHT, taux: rateOf(l.tvaId)?.taux ?? null })),
  );
  return (
    <Stack>
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
          w="fit-content"
        >
          Ajouter un article
        </Button>
      )}
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Libellé</Table.Th>
            <Table.Th ta="right">Quantité</Table.Th>
            <Table.Th ta="right">Montant HT</Table.Th>
            <Table.Th>TVA</Table.Th>
            <Table.Th ta="right">Montant TTC</Table.Th>
            {!readOnly && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={line.key}>
              <Table.Td>{line.code}</Table.Td>
              <Table.Td>{line.nom}</Table.Td>
              <Table.Td ta="right">{line.quantity.toLocaleString('fr-FR')}</Table.Td>
              <Table.Td ta="right">{formatCents(amounts.lines[i]!.htCents)}</Table.Td>
              <Table.Td>{rateOf(line.tvaId)?.nom ?? 'Sans TVA'}</Table.Td>
              <Table.Td ta="right">{formatCents(amounts.lines[i]!.ttcCents)}</Table.Td>
              {!readOnly && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label="Retirer la ligne"
                    onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!lines.length && <Text c="dimmed">Aucun article</Text>}
      <Group justify="flex-end" gap="xl">
        <Text>Total HT : {formatCents(amounts.totalHTCents)}</Text>
        <Text>Total TVA : {formatCents(amounts.totalTVACents)}</Text>
        <Text fw={700} data-testid="invoice-total-ttc">
          Total TTC : {formatCents(amounts.totalTTCCents)}
        </Text>
      </Group>
      <ArticlePickerModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={(line) => onChange([...lines, line])}
      />
    </Stack>
  );
}
