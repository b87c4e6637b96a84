import { Table, Text } from '@mantine/core';
import type { YardFeesDto } from '@plateau/contracts';
import { euros } from '../model/yard-format.ts';

/** The fees line by line: quantity × rate = amount, then the total. */
export function FeeLines({ fees }: { fees: YardFeesDto }) {
  return (
    <Table withTableBorder striped aria-label="Frais">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Frais</Table.Th>
          <Table.Th ta="right">Quantité</Table.Th>
          <Table.Th ta="right">Tarif</Table.Th>
          <Table.Th ta="right">Montant</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fees.lines.map((line, index) => (
          <Table.Tr key={`${line.code}-${index}`}>
            <Table.Td>{line.label}</Table.Td>
            <Table.Td ta="right">{line.code === 'GARDE' ? `${line.quantity} j` : line.quantity}</Table.Td>
            <Table.Td ta="right">{euros(line.unitCents)}</Table.Td>
            <Table.Td ta="right">{euros(line.totalCents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={3}>
            <Text fw={700}>Total TTC</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={700} data-testid="fees-total">
              {euros(fees.totalCents)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
