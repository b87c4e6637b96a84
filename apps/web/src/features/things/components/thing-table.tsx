import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { THING_PAGE_SIZES, type Thing, type ThingList } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import type { ThingSearch } from '../model/thing-search.ts';
import { HealthCell, NameCell, PositionCell } from './thing-cells.tsx';
import { frenchPagination } from '../../../components/pagination.ts';

interface ThingTableProps {
  data: ThingList | undefined;
  fetching: boolean;
  search: ThingSearch;
  isSupervisor: boolean;
  onPage: (page: number, size: number) => void;
  onEdit: (thing: Thing) => void;
  onDelete: (thing: Thing) => void;
}

export function ThingTable({
  data,
  fetching,
  search,
  isSupervisor,
  onPage,
  onEdit,
  onDelete,
}: ThingTableProps) {
  return (
    <DataTable<Thing>
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={200}
      fetching={fetching}
      records={data?.rows ?? []}
      totalRecords={data?.total ?? 0}
      page={search.page}
      recordsPerPage={search.size}
      recordsPerPageOptions={[...THING_PAGE_SIZES]}
      onPageChange={(page) => onPage(page, search.size)}
      onRecordsPerPageChange={(size) => onPage(1, size)}
      recordsPerPageLabel="Objets par page"
      {...frenchPagination}
      noRecordsText="Aucun objet"
      loadingText="Chargement des objets..."
      columns={[
        {
          accessor: 'name',
          title: 'Nom / Id',
          render: (thing) => <NameCell thing={thing} withAccount={isSupervisor} />,
        },
        { accessor: 'infoDateTime', title: 'Santé', render: (thing) => <HealthCell thing={thing} /> },
        {
          accessor: 'positionLatitude',
          title: 'Position',
          render: (thing) => <PositionCell thing={thing} />,
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (thing) => (
            <RowActions
              actions={[
                editAction(thing.name, () => onEdit(thing)),
                deleteAction(thing.name, () => onDelete(thing)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
