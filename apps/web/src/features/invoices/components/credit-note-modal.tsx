import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatEuros, type Invoice } from '@plateau/contracts';
import { useState } from 'react';
import { creditNoteBody } from '../model/invoice-life-cycle.ts';

/**
 * « Créer un avoir »: the invoice's lines, all ticked; the credit note drafted is then checked (a
 * line may be lowered for a partial credit) and issued like an invoice.
 */
export function CreditNoteModal({
  invoice,
  opened,
  onClose,
  onCreate,
  creating,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  onCreate: (body: { lineIds?: number[] }) => void;
  creating: boolean;
}) {
  const allIds = invoice.articles.map((line) => line.id);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(allIds));
  const body = creditNoteBody(allIds, chosen);
  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Modal opened={opened} onClose={onClose} title={`Créer un avoir de la facture ${invoice.code}`} size="lg">
      <Stack>
        <Text size="sm">Lignes à créditer :</Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Toutes les lignes"
                  checked={chosen.size === allIds.length}
                  indeterminate={chosen.size > 0 && chosen.size < allIds.length}
                  onChange={(e) => setChosen(new Set(e.currentTarget.checked ? allIds : []))}
                />
              </Table.Th>
              <Table.Th>Libellé</Table.Th>
              <Table.Th ta="right">Quantité</Table.Th>
              <Table.Th ta="right">Montant TTC</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.articles.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={line.nom}
                    checked={chosen.has(line.id)}
                    onChange={(e) => toggle(line.id, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{line.nom}</Table.Td>
                <Table.Td ta="right">{line.quantity.toLocaleString('fr-FR')}</Table.Td>
                <Table.Td ta="right">{formatEuros(line.montantTTC)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button disabled={!body} loading={creating} onClick={() => body && onCreate(body)}>
            Créer l'avoir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
