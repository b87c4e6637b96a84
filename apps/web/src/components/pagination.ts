/**
 * What every paginated DataTable says, in French (issue 20 §4.14): its controls' names for screen
 * readers (mantine-datatable names them in English otherwise) and « Éléments 1 à 10 - total : 12 ».
 */
export const CONTROL_LABELS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;

export const frenchPagination = {
  getPaginationControlProps: (control: keyof typeof CONTROL_LABELS) => ({
    'aria-label': CONTROL_LABELS[control],
  }),
  getPaginationItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
  paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
    `Éléments ${from} à ${to} - total : ${totalRecords}`,
};

/** « Dossiers 1 à 10 sur 134 » (« sur plus de 10 000 » when the count stopped): the folder list, table and cards. */
export function folderPaginationText(from: number, to: number, total: number, capped = false): string {
  return `Dossiers ${from} à ${to} sur ${capped ? `plus de ${total.toLocaleString('fr-FR')}` : total.toLocaleString('fr-FR')}`;
}
