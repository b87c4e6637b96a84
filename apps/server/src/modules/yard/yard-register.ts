import { and, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import {
  csvDocument,
  parisDay,
  YARD_AUTHORITY_LABELS,
  YARD_CATEGORY_LABELS,
  YARD_REASON_LABELS,
  YARD_STATUS_LABELS,
  yardStatistics,
  type YardStatisticsQuery,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { yardEntries } from '../../db/schema/index.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { sheetRow, XLSX_CONTENT_TYPE, type SheetCell } from '../../lib/spreadsheet.ts';
import { feesOf } from './yard-dto.ts';
import { loadTariffs } from './yard-tariffs.service.ts';

/** The vehicles of the account that entered or left between the two days (Paris, both included). */
async function rowsBetween(db: Db, accountId: number, from: string, to: string) {
  // A day wider on each side, then the Paris days decide (summer or winter time alike).
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000);
  const rows = await db
    .select()
    .from(yardEntries)
    .where(
      and(
        eq(yardEntries.accountId, accountId),
        or(
          and(gte(yardEntries.removedAt, start), lte(yardEntries.removedAt, end)),
          and(isNotNull(yardEntries.exitAt), gte(yardEntries.exitAt, start), lte(yardEntries.exitAt, end)),
        ),
      ),
    )
    .orderBy(yardEntries.removedAt, yardEntries.id);
  const { periods } = await loadTariffs(db, accountId);
  const within = (date: Date | null) => date !== null && parisDay(date) >= from && parisDay(date) <= to;
  return rows
    .filter((row) => within(row.removedAt) || within(row.exitAt))
    .map((row) => ({ row, fees: feesOf(row, periods, row.exitAt ?? new Date()) }));
}

export async function yardStatisticsOf(db: Db, accountId: number, query: YardStatisticsQuery) {
  const rows = await rowsBetween(db, accountId, query.from, query.to);
  return yardStatistics(
    rows.map(({ row, fees }) => ({
      removedAt: row.removedAt,
      exitAt: row.exitAt,
      authority: row.authority as Parameters<typeof yardStatistics>[0][number]['authority'],
      feesCents: row.exitAt ? fees.totalCents : 0,
    })),
    query.from,
    query.to,
  );
}

const HEADER = [
  'Immatriculation',
  'Marque et modèle',
  'Catégorie',
  'Motif',
  'Autorité',
  'Agent',
  'Procès-verbal',
  'Propriétaire',
  'Enlevé le',
  'Sorti le',
  'Situation',
  'Jours',
  'Frais TTC (€)',
  'Facture',
];

const parisText = (date: Date | null) => (date ? formatParisDateTime(date) : '');

/** The register (livre de police of the yard) between two days, as CSV (';', formula-safe) or XLSX. */
export async function yardRegisterFile(db: Db, accountId: number, query: YardStatisticsQuery) {
  const rows = (await rowsBetween(db, accountId, query.from, query.to)).map(({ row, fees }): SheetCell[] => [
    row.plate,
    [row.make, row.model].filter(Boolean).join(' '),
    YARD_CATEGORY_LABELS[row.category],
    YARD_REASON_LABELS[row.reason as keyof typeof YARD_REASON_LABELS],
    row.authority
      ? YARD_AUTHORITY_LABELS[row.authority as keyof typeof YARD_AUTHORITY_LABELS]
      : 'Gardiennage',
    row.officerName,
    row.pvNumber,
    row.owner.name,
    parisText(row.removedAt),
    parisText(row.exitAt),
    YARD_STATUS_LABELS[row.status as keyof typeof YARD_STATUS_LABELS],
    fees.days,
    fees.totalCents / 100,
    row.release?.invoiceCode ?? '',
  ]);
  const filename = `registre-fourriere-${query.from}-${query.to}.${query.format ?? 'csv'}`;
  if (query.format !== 'xlsx') {
    const cells = rows.map((cells) =>
      cells.map((c, i) => (i === 12 ? Number(c).toFixed(2).replace('.', ',') : c)),
    );
    return {
      bytes: Buffer.from(csvDocument(HEADER, cells)),
      contentType: 'text/csv; charset=utf-8',
      filename,
    };
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plateau';
  const sheet = workbook.addWorksheet('Registre', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADER.map((header) => ({ header, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of rows) sheet.addRow(sheetRow(cells));
  sheet.getColumn(13).numFmt = '#,##0.00 "€"';
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), contentType: XLSX_CONTENT_TYPE, filename };
}
