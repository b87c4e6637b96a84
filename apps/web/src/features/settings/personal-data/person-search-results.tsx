import { Anchor, Badge } from '@mantine/core';
import { PERSONAL_DATA_PLACE_LABELS, type PersonalDataHit } from '@plateau/contracts';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import { Link } from 'react-router';
import { formatListDate } from '../../../lib/dates.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** Every place the person appears, with a link to the screen that shows it. */
export function PersonSearchResults({ hits }: { hits: PersonalDataHit[] }) {
  return (
    <DataTable<PersonalDataHit>
      withTableBorder
      borderRadius="sm"
      striped
      minHeight={120}
      records={hits}
      idAccessor={(hit) => `${hit.place}-${hit.id}`}
      noRecordsText="Cette personne n’apparaît nulle part dans le compte"
      columns={[
        {
          accessor: 'place',
          title: 'Lieu',
          render: (hit) => <Badge variant="light">{PERSONAL_DATA_PLACE_LABELS[hit.place]}</Badge>,
        },
        {
          accessor: 'label',
          title: 'Élément',
          render: (hit) =>
            hit.link ? (
              <Anchor component={Link} to={hit.link}>
                {hit.label}
              </Anchor>
            ) : (
              hit.label
            ),
        },
        {
          accessor: 'detail',
          title: 'Détail',
          render: (hit) => (ISO_DATE.test(hit.detail) ? formatListDate(hit.detail) : hit.detail || '—'),
        },
      ]}
    />
  );
}
