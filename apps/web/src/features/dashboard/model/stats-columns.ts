import {
  csvDocument,
  STATS_STEP_COLUMNS,
  type DepanneurStatsRow,
  type ProviderStatsRow,
  type StatsFigures,
  type StatsView,
  type TruckStatsRow,
} from '@plateau/contracts';

export type StatsRow = TruckStatsRow | ProviderStatsRow | DepanneurStatsRow;
type Figure = keyof StatsFigures;

/** How a column reads: a name, a count, a percentage (coloured), minutes. */
export type ColumnKind = 'label' | 'count' | 'percent' | 'minutes';

export interface StatsColumn {
  key: string;
  title: string;
  kind: ColumnKind;
  value: (row: StatsRow) => string | number | null;
}

const STEP_TITLES: Record<(typeof STATS_STEP_COLUMNS)[number], string> = {
  received: 'Reçue',
  accepted: 'Acceptée',
  started: 'Départ',
  navigationStarted: 'Navigation',
  arrivedAtDestination: 'Sur place',
  departureFromDestination: 'Départ des lieux',
  finished: 'Terminée',
};

const figure = (key: Figure, title: string, kind: ColumnKind): StatsColumn => ({
  key,
  title,
  kind,
  value: (row) => row[key],
});

const LABELS: Record<StatsView, StatsColumn> = {
  byTruck: { key: 'truck', title: 'Véhicule', kind: 'label', value: (row) => (row as TruckStatsRow).truck },
  byAssistanceProvider: {
    key: 'assistanceProviderLabel',
    title: 'Assisteur',
    kind: 'label',
    value: (row) => (row as ProviderStatsRow).assistanceProviderLabel,
  },
  byDepanneur: {
    key: 'account',
    title: 'Dépanneur',
    kind: 'label',
    value: (row) => (row as DepanneurStatsRow).account,
  },
};

const STEPS = STATS_STEP_COLUMNS.map((step) => figure(step, STEP_TITLES[step], 'percent'));
const DELAYS_AND_OUTCOMES = [
  figure('approcheDelay', "Délai d'approche (min)", 'minutes'),
  figure('delayOnPlace', 'Durée sur place (min)', 'minutes'),
  figure('repareOnPlace', 'Réparation sur place', 'count'),
  figure('pickup', 'Remorquage', 'count'),
  figure('missionForNothing', 'Déplacement pour rien', 'count'),
];

/** Spec 1 §2: by vehicle the steps; by assistance company (and by operator) also the delays and outcomes. */
export function statsColumns(view: StatsView): StatsColumn[] {
  const head = [LABELS[view], figure('total', 'Total', 'count')];
  return view === 'byTruck' ? [...head, ...STEPS] : [...head, ...STEPS, ...DELAYS_AND_OUTCOMES];
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A cell as the screen and data.csv write it: '-' when there is no figure, French decimals. */
export function cellText(column: StatsColumn, row: StatsRow): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string') return value;
  return column.kind === 'percent' ? `${decimal.format(value)} %` : decimal.format(value);
}

/** The rows the search keeps: any cell's text holds the words typed, case and accents aside. */
export function searchRows(
  rows: readonly StatsRow[],
  columns: StatsColumn[],
  text: string | undefined,
): StatsRow[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(text?.trim() ?? '');
  if (!wanted) return [...rows];
  return rows.filter((row) => columns.some((column) => fold(cellText(column, row)).includes(wanted)));
}

/** data.csv: the displayed table (every row the search keeps), cells as the screen shows them, empty for '-'. */
export const tableCsv = (rows: readonly StatsRow[], columns: StatsColumn[]): string =>
  csvDocument(
    columns.map((column) => column.title),
    rows.map((row) => columns.map((column) => (column.value(row) === null ? null : cellText(column, row)))),
  );
