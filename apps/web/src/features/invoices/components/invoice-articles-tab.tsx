import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { computeInvoiceAmounts, formatCents, formatEuros } from '@plateau/contracts';
import { useState } from 'react';
import { useVatRates } from '../api/get-accounting.ts';
import type { DraftLine, InvoiceDraft } from '../model/invoice-draft.ts';
import { ArticlePickerModal } from './article-picker-modal.tsx';
import { InvoiceAllowanceFields } from './invoice-allowance-fields.tsx';
import { LineDiscountInput } from './line-discount-input.tsx';

/**
 * The invoice's lines and totals, computed by the shared rule as the server will (EN 16931
 * rounding); read only once issued.
 */
export function InvoiceArticlesTab({
  lines,
  onChange,
  allowance,
  onAllowanceChange,
  readOnly = false,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  allowance: InvoiceDraft['allowance'];
  onAllowanceChange: (allowance: InvoiceDraft['allowance']) => void;
  readOnly?: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const rates = useVatRates();
  const rateOf = (id: number | null) => rates.data?.find((r) => r.id === id);
  // The customer's VAT treatment (reverse charge, export) is the server's: the preview is at the codes' rates.
  const amounts = computeInvoiceAmounts(
    lines.map((l) => ({
      quantity: l.quantity,
      unitHT: l.montantHT,
      taux: rateOf(l.tvaId)?.taux ?? null,
      discountPercent: l.discountPercent,
      discountAmount: l.discountAmount,
    })),
    { allowancePercent: allowance?.percent },
  );
  const setLine = (key: string, change: Partial<DraftLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const discountShown = (line: DraftLine) =>
    line.discountPercent
      ? `${line.discountPercent.toLocaleString('fr-FR')} %`
      : line.discountAmount
        ? formatEuros(line.discountAmount)
        : '—';
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
            <Table.Th>Remise</Table.Th>
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
              <Table.Td>
                {readOnly || line.quantity < 0 ? (
                  discountShown(line)
                ) : (
                  <LineDiscountInput line={line} onChange={(change) => setLine(line.key, change)} />
                )}
              </Table.Td>
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
      <InvoiceAllowanceFields allowance={allowance} readOnly={readOnly} onChange={onAllowanceChange} />
      <Group justify="flex-end" gap="xl">
        {amounts.allowanceTotalCents > 0n && (
          <Text>Remise globale : −{formatCents(amounts.allowanceTotalCents)}</Text>
        )}
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
