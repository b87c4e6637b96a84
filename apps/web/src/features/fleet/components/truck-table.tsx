import { Badge } from '@mantine/core';
import type { Truck, TruckList } from '@plateau/contracts';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { formatListDate } from '../../../lib/dates.ts';
import { FLEET_PAGE_SIZES, type FleetSearch } from '../model/fleet-search.ts';
import { frenchPagination } from '../../../components/pagination.ts';

const dash = (value: string | null | undefined) => value || '—';

const columns: DataTableColumn<Truck>[] = [
  { accessor: 'name', title: 'Nom' },
  { accessor: 'licensePlate', title: 'Immatriculation', render: (t) => dash(t.licensePlate) },
  { accessor: 'serialNumber', title: 'N° de série', render: (t) => dash(t.serialNumber) },
  { accessor: 'ttwId', title: 'Identifiant Webfleet', render: (t) => dash(t.ttwId) },
  {
    accessor: 'active',
    title: 'Actif',
    render: (t) => (
      <Badge color={t.active ? 'teal' : 'gray'} variant="light">
        {t.active ? 'Oui' : 'Non'}
      </Badge>
    ),
  },
  { accessor: 'positionText', title: 'Dernière position', render: (t) => dash(t.positionText) },
  {
    accessor: 'position.dateTime',
    title: 'Date de la position',
    render: (t) => dash(formatListDate(t.position?.dateTime)),
  },
];

interface TruckTableProps {
  data: TruckList | undefined;
  fetching: boolean;
  search: FleetSearch;
  onPage: (change: Partial<Pick<FleetSearch, 'page' | 'size'>>) => void;
}

/** 'Mes véhicules': the fleet, paged by the server. */
export function TruckTable({ data, fetching, search, onPage }: TruckTableProps) {
  return (
    <DataTable
      withTableBorder
      borderRadius="sm"
      striped
      minHeight={data?.rows.length ? undefined : 160}
      aria-label="Véhicules"
      records={data?.rows ?? []}
      columns={columns}
      fetching={fetching}
      loaderType="dots"
      noRecordsText="Aucun véhicule"
      totalRecords={data?.total ?? 0}
      recordsPerPage={search.size}
      page={search.page}
      onPageChange={(page) => onPage({ page })}
      recordsPerPageOptions={[...FLEET_PAGE_SIZES]}
      onRecordsPerPageChange={(size) => onPage({ size, page: 1 })}
      recordsPerPageLabel="Véhicules par page"
      {...frenchPagination}
      getPaginationControlProps={(control) =>
        control === 'previous' ? { 'aria-label': 'Page précédente' } : { 'aria-label': 'Page suivante' }
      }
    />
  );
}
