import { Checkbox, NumberInput, Table, Text } from '@mantine/core';
import {
  formatCents,
  formatEuros,
  itemRowStyle,
  itemTotals,
  valorisationTotals,
  type ValorisationItem,
} from '@plateau/contracts';

interface ValorisationItemsTableProps {
  items: ValorisationItem[];
  /** The valorisation may be edited: each cell then follows its line's flags. */
  editable: boolean;
  onItem?: (index: number, patch: Partial<ValorisationItem>) => void;
}

const ROW_BACKGROUND = {
  warning: 'var(--mantine-color-yellow-light)',
  info: 'var(--mantine-color-blue-light)',
} as const;

/** A typed amount, or null while the input is empty (Mantine gives '' then). */
const amountOf = (value: number | string) => (typeof value === 'number' ? value : null);

/**
 * The lines of one valorisation (spec 2 §3 Item, §5): each amount shown when its flag says so,
 * typed in when its flag and the valorisation allow; HT and TTC computed live by the contracts'
 * rules (integer cents), the included lines summed below.
 */
export function ValorisationItemsTable({ items, editable, onItem }: ValorisationItemsTableProps) {
  const totals = valorisationTotals(items);
  const amountCell = (
    item: ValorisationItem,
    index: number,
    field: 'prixUnitaire' | 'quantite' | 'tauxTva' | 'montantTotal',
    label: string,
    visible: boolean,
    modifiable: boolean,
    shown: string,
  ) => {
    if (!visible) return <Table.Td />;
    if (!editable || !modifiable) return <Table.Td ta="right">{shown}</Table.Td>;
    return (
      <Table.Td>
        <NumberInput
          size="xs"
          aria-label={`${label} – ${item.libelle}`}
          value={item[field] ?? ''}
          min={0}
          decimalScale={4}
          decimalSeparator=","
          thousandSeparator=" "
          hideControls
          onChange={(value) => onItem?.(index, { [field]: amountOf(value) })}
        />
      </Table.Td>
    );
  };

  return (
    <Table withTableBorder striped={false} verticalSpacing="xs" aria-label="Lignes de la valorisation">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Inclus</Table.Th>
          <Table.Th>Libellé</Table.Th>
          <Table.Th ta="right">Prix unitaire HT</Table.Th>
          <Table.Th ta="right">Quantité</Table.Th>
          <Table.Th ta="right">TVA (%)</Table.Th>
          <Table.Th ta="right">Montant HT</Table.Th>
          <Table.Th ta="right">Montant TTC</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, index) => {
          const { htCents, ttcCents } = itemTotals(item);
          const style = itemRowStyle(item);
          const fixed = item.prixUnitaire == null || item.quantite == null;
          return (
            <Table.Tr
              key={`${index}-${item.libelle}`}
              data-row-style={style ?? undefined}
              style={style ? { background: ROW_BACKGROUND[style] } : undefined}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Inclure – ${item.libelle}`}
                  checked={item.inclus}
                  disabled={!editable}
                  onChange={(event) => onItem?.(index, { inclus: event.currentTarget.checked })}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {item.valorisationNegative ? '− ' : ''}
                  {item.libelle}
                </Text>
                {item.commentaire && (
                  <Text size="xs" c="dimmed">
                    {item.commentaire}
                  </Text>
                )}
              </Table.Td>
              {amountCell(
                item,
                index,
                'prixUnitaire',
                'Prix unitaire HT',
                item.prixVisible,
                item.prixModifiable,
                formatEuros(item.prixUnitaire),
              )}
              {amountCell(
                item,
                index,
                'quantite',
                'Quantité',
                item.quantiteVisible,
                item.quantiteModifiable,
                item.quantite?.toLocaleString('fr-FR') ?? '',
              )}
              {amountCell(
                item,
                index,
                'tauxTva',
                'TVA (%)',
                item.tvaVisible,
                item.tvaModifiable,
                item.tauxTva == null ? '' : `${item.tauxTva.toLocaleString('fr-FR')} %`,
              )}
              {fixed ? (
                amountCell(
                  item,
                  index,
                  'montantTotal',
                  'Montant HT',
                  item.montantHtVisible,
                  item.montantHtModifiable,
                  formatCents(htCents),
                )
              ) : item.montantHtVisible ? (
                <Table.Td ta="right">{formatCents(htCents)}</Table.Td>
              ) : (
                <Table.Td />
              )}
              <Table.Td ta="right">{formatCents(ttcCents)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
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
    </Table>
  );
}
