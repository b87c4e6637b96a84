import { Table, Text } from '@mantine/core';
import { formatCents } from '@plateau/contracts';

interface Line {
  label: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  totalHtCents: number;
}

const euros = (cents: number) => formatCents(BigInt(cents));

/** A quote's lines and totals, readable on a phone (the table scrolls sideways when it must). */
export function QuoteLines({
  lines,
  totalHtCents,
  totalTtcCents,
}: {
  lines: readonly Line[];
  totalHtCents: number;
  totalTtcCents: number;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={340}>
        <Table striped aria-label="Lignes du devis">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prestation</Table.Th>
              <Table.Th ta="right">Qté</Table.Th>
              <Table.Th ta="right">PU HT</Table.Th>
              <Table.Th ta="right">Total HT</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={`${line.label}-${index}`}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{euros(line.unitPriceCents)}</Table.Td>
                <Table.Td ta="right">{euros(line.totalHtCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text ta="right">Total HT : {euros(totalHtCents)}</Text>
      <Text ta="right" fw={700} size="lg" data-testid="quote-total">
        Total TTC : {euros(totalTtcCents)}
      </Text>
    </>
  );
}
