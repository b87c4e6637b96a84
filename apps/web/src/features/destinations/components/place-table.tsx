import { deleteAction, editAction, RowActions } from '../../../components/row-actions.tsx';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FavouritePlace } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { frenchPagination } from '../../../components/pagination.ts';

export const PLACE_PAGE_SIZES = [10, 25, 50];

interface PlaceTableProps {
  places: FavouritePlace[];
  fetching: boolean;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  onEdit: (place: FavouritePlace) => void;
  onDelete: (place: FavouritePlace) => void;
}

const lines = (place: FavouritePlace) => [place.line1, place.line2, place.line3].filter(Boolean);

/** Label, company, address lines, zip code and city; a Nomad place has no action (spec 1 §5). */
export function PlaceTable({ places, fetching, page, size, onPage, onEdit, onDelete }: PlaceTableProps) {
  return (
    <DataTable<FavouritePlace>
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={200}
      fetching={fetching}
      records={places.slice((page - 1) * size, page * size)}
      totalRecords={places.length}
      page={page}
      recordsPerPage={size}
      recordsPerPageOptions={PLACE_PAGE_SIZES}
      onPageChange={(next) => onPage(next, size)}
      onRecordsPerPageChange={(next) => onPage(1, next)}
      recordsPerPageLabel="Lieux par page"
      {...frenchPagination}
      noRecordsText="Aucun lieu favori"
      loadingText="Chargement des lieux..."
      columns={[
        {
          accessor: 'label',
          title: 'Libellé',
          render: (place) => (
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {place.label}
              </Text>
              {place.readOnly && (
                <Badge size="xs" variant="light" color="gray">
                  Nomad
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: 'companyName', title: 'Société' },
        {
          accessor: 'line1',
          title: 'Adresse',
          render: (place) => (
            <Stack gap={0}>
              {lines(place).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
          ),
        },
        {
          accessor: 'city',
          title: 'Code postal et ville',
          render: (place) => [place.zipCode, place.city].filter(Boolean).join(' '),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (place) =>
            !place.readOnly && (
              <RowActions
                actions={[
                  editAction(place.label, () => onEdit(place)),
                  deleteAction(place.label, () => onDelete(place)),
                ]}
              />
            ),
        },
      ]}
    />
  );
}
