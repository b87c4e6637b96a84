import {
  AGING_BUCKETS,
  agingBucketLabels,
  csvDocument,
  type Receivables,
  type ReceivablesExportQuery,
} from '@plateau/contracts';
import { sheetRow, XLSX_CONTENT_TYPE, type SheetCell } from '../../lib/spreadsheet.ts';

const frenchDay = (day: string) => day.split('-').reverse().join('/');

const HEADER = [
  'Client',
  'Reste dû (€)',
  ...AGING_BUCKETS.map((bucket) => `${agingBucketLabels[bucket]} (€)`),
  'Factures ouvertes',
  'Plus ancienne échéance',
];

type Figures = Receivables['totals'];
/** One line of the table: amounts as numbers of euros (exact: two decimals), the rest as text. */
const line = (name: string, figures: Figures, oldestDueDate: string | null): SheetCell[] => [
  name,
  Number(figures.total),
  ...AGING_BUCKETS.map((bucket) => Number(figures[bucket])),
  figures.openInvoices,
  oldestDueDate ? frenchDay(oldestDueDate) : '',
];

/** The screen's table, customers then the totals line. */
function tableOf(receivables: Receivables): SheetCell[][] {
  return [
    ...receivables.rows.map((row) => line(row.customerName, row, row.oldestDueDate)),
    line('Total', receivables.totals, null),
  ];
}

/** The mentions under the table: the day and how the payment times are computed, in French. */
function notesOf(receivables: Receivables): string[] {
  const { daysToPay } = receivables;
  const days = (value: number | null) =>
    // French: « 0 jour », « 1,5 jour », « 2 jours ».
    value === null ? 'non calculable' : `${String(value).replace('.', ',')} jour${value >= 2 ? 's' : ''}`;
  const period = `du ${frenchDay(daysToPay.periodStart)} (exclu) au ${frenchDay(daysToPay.periodEnd)}`;
  return [
    `Encours clients au ${frenchDay(receivables.date)}`,
    `Délai moyen de paiement (${period}) : ${days(daysToPay.averageDaysToPay)} — jours entre l’émission et le paiement qui a soldé la facture, pondérés par le montant payé`,
    `DSO (${period}) : ${days(daysToPay.dso)} — encours ÷ chiffre d’affaires TTC de la période × nombre de jours`,
  ];
}

/** The columns holding euros: « Reste dû » and the five ages. */
const AMOUNT_COLUMNS = 1 + AGING_BUCKETS.length;

/** CSV the French way: ';' between cells, amounts with two decimals and a comma, text cells formula-safe. */
function receivablesCsv(receivables: Receivables): string {
  const cells = tableOf(receivables).map((row) =>
    row.map((cell, column) =>
      column >= 1 && column <= AMOUNT_COLUMNS && typeof cell === 'number'
        ? cell.toFixed(2).replace('.', ',')
        : cell,
    ),
  );
  return csvDocument(HEADER, cells);
}

async function receivablesXlsx(receivables: Receivables): Promise<Buffer> {
  // Loaded on first use, as the reports do: exceljs weighs ~25 MB a server exporting nothing never needs.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plateau';
  const sheet = workbook.addWorksheet('Encours clients', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADER.map((header, index) => ({ header, width: index === 0 ? 36 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of tableOf(receivables)) sheet.addRow(sheetRow(cells));
  sheet.lastRow!.font = { bold: true };
  for (let column = 2; column <= 2 + AGING_BUCKETS.length; column += 1)
    sheet.getColumn(column).numFmt = '#,##0.00 "€"';
  sheet.addRow([]);
  for (const note of notesOf(receivables)) sheet.addRow(sheetRow([note]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The receivables as a file: its bytes, media type and name (encours-clients-AAAA-MM-JJ). */
export async function receivablesFile(receivables: Receivables, format: ReceivablesExportQuery['format']) {
  const filename = `encours-clients-${receivables.date}.${format}`;
  if (format === 'csv')
    return {
      bytes: Buffer.from(receivablesCsv(receivables)),
      contentType: 'text/csv; charset=utf-8',
      filename,
    };
  return { bytes: await receivablesXlsx(receivables), contentType: XLSX_CONTENT_TYPE, filename };
}
