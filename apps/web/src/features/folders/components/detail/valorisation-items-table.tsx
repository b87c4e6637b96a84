import { Checkbox, Table, Text } from '@mantine/core';
import {
  formatCents,
  formatEuros,
  itemRowStyle,
  itemTotals,
  valorisationTotals,
  type ValorisationItem,
} from '@plateau/contracts';
import { AmountCell, type AmountField } from './valorisation-amount-cell.tsx';
import { ValorisationTotalsRows } from './valorisation-totals-rows.tsx';

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

const number = (value: number | null) => value?.toLocaleString('fr-FR') ?? '';

/**
 * The lines of one valorisation (spec 2 §3 Item, §5): each amount shown when its flag says so,
 * typed in when its flag and the valorisation allow; HT and TTC computed live by the contracts'
 * rules (integer cents), the included lines summed below.
 */
export function ValorisationItemsTable({ items, editable, onItem }: ValorisationItemsTableProps) {
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label="Lignes de la valorisation">
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
          // With a price and a quantity the HT is computed; otherwise it is the line's fixed total.
          const fixedTotal = item.prixUnitaire == null || item.quantite == null;
          const cell = (
            field: AmountField,
            label: string,
            visible: boolean,
            modifiable: boolean,
            shown: string,
          ) => (
            <AmountCell
              item={item}
              field={field}
              label={label}
              visible={visible}
              editable={editable && modifiable}
              shown={shown}
              onChange={(value) => onItem?.(index, { [field]: value })}
            />
          );
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
                <Text size="sm">{`${item.valorisationNegative ? '− ' : ''}${item.libelle}`}</Text>
                {item.commentaire && (
                  <Text size="xs" c="dimmed">
                    {item.commentaire}
                  </Text>
                )}
              </Table.Td>
              {cell(
                'prixUnitaire',
                'Prix unitaire HT',
                item.prixVisible,
                item.prixModifiable,
                formatEuros(item.prixUnitaire),
              )}
              {cell(
                'quantite',
                'Quantité',
                item.quantiteVisible,
                item.quantiteModifiable,
                number(item.quantite),
              )}
              {cell(
                'tauxTva',
                'TVA (%)',
                item.tvaVisible,
                item.tvaModifiable,
                item.tauxTva == null ? '' : `${number(item.tauxTva)} %`,
              )}
              {cell(
                'montantTotal',
                'Montant HT',
                item.montantHtVisible,
                fixedTotal && item.montantHtModifiable,
                formatCents(htCents),
              )}
              <Table.Td ta="right">{formatCents(ttcCents)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      <ValorisationTotalsRows totals={valorisationTotals(items)} />
    </Table>
  );
}
