import { Table } from '@mantine/core';
import { formatCents, type ValorisationTotals } from '@plateau/contracts';

/** The footer of a valorisation's lines: HT and VAT under 'Montant HT', TTC under 'Montant TTC'. */
export function ValorisationTotalsRows({ totals }: { totals: ValorisationTotals }) {
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th colSpan={5} ta="right">
          Total HT
        </Table.Th>
        <Table.Th ta="right" aria-label="Total HT">
          {formatCents(totals.htCents)}
        </Table.Th>
        <Table.Th />
      </Table.Tr>
      <Table.Tr>
        <Table.Th colSpan={5} ta="right">
          TVA
        </Table.Th>
        <Table.Th ta="right" aria-label="Total TVA">
          {formatCents(totals.tvaCents)}
        </Table.Th>
        <Table.Th />
      </Table.Tr>
      <Table.Tr>
        <Table.Th colSpan={6} ta="right">
          Total TTC
        </Table.Th>
        <Table.Th ta="right" aria-label="Total TTC">
          {formatCents(totals.ttcCents)}
        </Table.Th>
      </Table.Tr>
    </Table.Tfoot>
  );
}
