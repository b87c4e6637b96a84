import { Text } from '@mantine/core';
import { percentageTone, STATS_PAGE_SIZES, type PercentageTone } from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { cellText, type StatsColumn, type StatsRow } from '../model/stats-columns.ts';
import { frenchPagination } from '../../../components/pagination.ts';

/**
 * Cells and titles keep to one line (the table scrolls sideways instead): a row's height then
 * never depends on the page's width, which the chart above also follows; otherwise a vertical
 * scrollbar coming and going could resize both for ever.
 */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const TONE_COLOURS: Record<PercentageTone, string> = { danger: 'red', warning: 'orange', success: 'green' };

interface StatsTableProps {
  rows: StatsRow[];
  columns: StatsColumn[];
  fetching: boolean;
  page: number;
  size: number;
  onPage: (page: { page?: number; size?: number }) => void;
}

/** A percentage cell in its colour (spec 1 §2); '-' and the other kinds stay plain. */
function Cell({ column, row }: { column: StatsColumn; row: StatsRow }) {
  const text = cellText(column, row);
  const tone = column.kind === 'percent' ? percentageTone(column.value(row)) : null;
  if (!tone)
    return (
      <Text size="sm" style={NO_WRAP}>
        {text}
      </Text>
    );
  const colour = TONE_COLOURS[tone];
  return (
    <Text
      span
      size="sm"
      fw={600}
      c={`${colour}.9`}
      bg={`${colour}.0`}
      px={6}
      py={2}
      data-tone={tone}
      style={{ ...NO_WRAP, borderRadius: 4 }}
    >
      {text}
    </Text>
  );
}

/** The dashboard's table: one page of the rows the search kept, with the spec's footer. */
export function StatsTable({ rows, columns, fetching, page, size, onPage }: StatsTableProps) {
  const shown = rows.slice((page - 1) * size, page * size);
  const tableColumns: DataTableColumn<StatsRow>[] = columns.map((column) => ({
    accessor: column.key,
    title: column.title,
    textAlign: column.kind === 'label' ? 'left' : 'right',
    titleStyle: NO_WRAP,
    render: (row) => <Cell column={column} row={row} />,
  }));
  return (
    <DataTable<StatsRow>
      withTableBorder
      borderRadius="sm"
      striped
      minHeight={220}
      records={shown}
      columns={tableColumns}
      idAccessor={(row) => String(columns[0]!.value(row))}
      fetching={fetching}
      totalRecords={rows.length}
      page={page}
      recordsPerPage={size}
      recordsPerPageOptions={[...STATS_PAGE_SIZES]}
      onPageChange={(next) => onPage({ page: next })}
      onRecordsPerPageChange={(next) => onPage({ size: next, page: 1 })}
      recordsPerPageLabel="Lignes par page"
      {...frenchPagination}
      noRecordsText="Aucune mission sur la période"
      loadingText="Chargement des statistiques..."
    />
  );
}
