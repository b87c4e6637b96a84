import { Readable } from 'node:stream';
import {
  assistanceProviderLabels,
  CSV_BOM,
  csvLine,
  type CsvValue,
  MissionStepCode,
  missionStateLabels,
  type StatsQuery,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import {
  missionReportPage,
  type MissionReportCursor,
  type MissionReportRow,
} from './mission-report.repository.ts';

/** Rows read per round trip: large enough to stream fast, small enough to keep memory flat. */
export const MISSION_REPORT_PAGE_SIZE = 2000;

export const STEP_HEADERS: Record<MissionStepCode, string> = {
  received: 'Reçue',
  accepted: 'Acceptée',
  started: 'Départ',
  navigationStarted: 'Navigation démarrée',
  arrivedAtDestination: 'Arrivée sur place',
  departureFromDestination: 'Départ des lieux',
  finished: 'Terminée',
};

export const MISSION_REPORT_HEADER = [
  'N° dossier',
  'N° de mission',
  'Type',
  'Compte',
  'Assisteur',
  'Camion',
  'Date de mission',
  'État de la mission',
  ...MissionStepCode.map((step) => STEP_HEADERS[step]),
  "Délai d'approche (min)",
  'Durée sur place (min)',
  'Réparation sur place',
  'Remorquage',
  'Déplacement pour rien',
];

export const KIND_LABELS: Record<string, string> = {
  INTERVENTION: 'Intervention',
  RELIVRAISON: 'Relivraison',
};
const date = (value: Date | string | null | undefined) => (value ? formatParisDateTime(value) : '');

function reportLine(row: MissionReportRow): string {
  const statistic = row.statistic;
  const cells: CsvValue[] = [
    row.externalNumber,
    row.orderNo,
    KIND_LABELS[row.kind] ?? row.kind,
    row.account,
    row.assistanceProvider ? assistanceProviderLabels[row.assistanceProvider] : '',
    row.truck,
    date(row.missionDateTime),
    missionStateLabels[row.missionState] ?? row.missionState,
    ...MissionStepCode.map((step) => date(row.steps[step]?.dateTime)),
    statistic?.arrivedAtDestination ? statistic.approcheDelay : null,
    statistic?.departureFromDestination ? statistic.delayOnPlace : null,
    statistic?.repareOnPlace ?? false,
    statistic?.pickup ?? false,
    statistic?.missionForNothing ?? false,
  ];
  return csvLine(cells);
}

/** The pages of the report as text, read one after the other as the client takes them. */
async function* reportChunks(
  db: DbOrTx,
  auth: AuthContext,
  query: StatsQuery,
  pageSize: number,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(MISSION_REPORT_HEADER);
  let after: MissionReportCursor | null = null;
  for (;;) {
    const page = await missionReportPage(db, auth, query, after, pageSize);
    if (page.length > 0) yield page.map(reportLine).join('');
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { missionDateTime: last.missionDateTime!, id: last.id };
  }
}

/** MissionReport.csv as a stream: one line per mission of the period with its steps and delays. */
export const missionReportStream = (
  db: DbOrTx,
  auth: AuthContext,
  query: StatsQuery,
  pageSize = MISSION_REPORT_PAGE_SIZE,
): Readable => Readable.from(reportChunks(db, auth, query, pageSize), { objectMode: false });
