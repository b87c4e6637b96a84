import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import {
  assistanceProviderLabels,
  MissionStepCode,
  missionStateLabels,
  periodInstants,
  type ReportPeriod,
  type StatsQuery,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folders, missions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { sheetRow, type SheetCell as Cell } from '../../lib/spreadsheet.ts';
import { KIND_LABELS, MISSION_REPORT_PAGE_SIZE, STEP_HEADERS } from '../stats/mission-report.ts';
import {
  missionReportPage,
  type MissionReportCursor,
  type MissionReportRow,
} from '../stats/mission-report.repository.ts';
import { statsFigures } from '../stats/stats-figures.ts';
import { statsScope } from '../stats/stats-scope.ts';

// Moved to lib/ for every workbook the server writes; still exported here for this module's files.
export { sheetRow, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.ts';

const MISSION_COLUMNS = [
  { header: 'N° dossier', width: 16 },
  { header: 'N° de mission', width: 16 },
  { header: 'Type', width: 13 },
  { header: 'Assisteur', width: 20 },
  { header: 'Camion', width: 16 },
  { header: 'Chauffeur', width: 20 },
  { header: 'Date de mission', width: 17 },
  { header: 'État de la mission', width: 22 },
  ...MissionStepCode.map((step) => ({ header: STEP_HEADERS[step], width: 17 })),
  { header: "Délai d'approche (min)", width: 12 },
  { header: 'Durée sur place (min)', width: 12 },
  { header: 'Issue', width: 22 },
];

const date = (value: Date | string | null | undefined) => (value ? formatParisDateTime(value) : '');

/** What became of the mission, from the statistic the dashboard counts (one label, the first that holds). */
function outcome(row: MissionReportRow): string {
  const s = row.statistic;
  if (s?.missionForNothing) return 'Déplacement pour rien';
  if (s?.pickup) return 'Remorquage';
  if (s?.repareOnPlace) return 'Réparation sur place';
  return s?.finished ? 'Terminée' : '';
}

function missionCells(row: MissionReportRow): Cell[] {
  const s = row.statistic;
  return [
    row.externalNumber,
    row.orderNo,
    KIND_LABELS[row.kind] ?? row.kind,
    row.assistanceProvider ? assistanceProviderLabels[row.assistanceProvider] : '',
    row.truck,
    row.driver,
    date(row.missionDateTime),
    missionStateLabels[row.missionState] ?? row.missionState,
    ...MissionStepCode.map((step) => date(row.steps[step]?.dateTime)),
    s?.arrivedAtDestination ? s.approcheDelay : null,
    s?.departureFromDestination ? s.delayOnPlace : null,
    outcome(row),
  ];
}

/** The dashboard's stats query for a period of Paris days. */
export function statsQueryOf(period: ReportPeriod): StatsQuery {
  const { from, to } = periodInstants(period);
  return { startDate: from.toISOString(), endDate: to.toISOString() };
}

const dayLabel = (day: string) => day.split('-').reverse().join('/');

/**
 * The report of a period as an .xlsx file: a summary sheet ('Synthèse', the dashboard's figures
 * over the same missions) and one row per mission ('Missions'), written with exceljs' streaming
 * writer page after page, so memory holds one page of missions and the compressed file.
 */
export async function buildReportWorkbook(
  db: DbOrTx,
  scope: AuthContext,
  title: string,
  period: ReportPeriod,
  pageSize = MISSION_REPORT_PAGE_SIZE,
): Promise<Buffer> {
  const query = statsQueryOf(period);
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  // Loaded on first use: exceljs weighs ~25 MB of memory that a server sending no report never needs (issue 24 §5).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Plateau';

  const [figures] = await db
    .select(statsFigures)
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .where(and(statsScope(scope, query)));
  const summary = workbook.addWorksheet('Synthèse');
  summary.columns = [{ width: 40 }, { width: 24 }];
  const summaryRows: Array<[string, string | number | null]> = [
    ['Rapport', title],
    ['Période', `du ${dayLabel(period.startDate)} au ${dayLabel(period.endDate)}`],
    ['Généré le', formatParisDateTime(new Date())],
    ['Missions', figures?.total ?? 0],
    ['Réparations sur place', figures?.repareOnPlace ?? 0],
    ['Remorquages', figures?.pickup ?? 0],
    ['Déplacements pour rien', figures?.missionForNothing ?? 0],
    ["Délai d'approche moyen (min)", figures?.approcheDelay ?? null],
    ['Durée moyenne sur place (min)', figures?.delayOnPlace ?? null],
    ['Missions terminées (%)', figures?.finished ?? null],
  ];
  for (const cells of summaryRows) summary.addRow(sheetRow(cells)).commit();
  summary.getColumn(1).font = { bold: true };
  summary.commit();

  const sheet = workbook.addWorksheet('Missions', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MISSION_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let after: MissionReportCursor | null = null;
  for (;;) {
    const page = await missionReportPage(db, scope, query, after, pageSize);
    for (const row of page) sheet.addRow(sheetRow(missionCells(row))).commit();
    if (page.length < pageSize) break;
    const last = page[page.length - 1]!;
    after = { missionDateTime: last.missionDateTime!, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
