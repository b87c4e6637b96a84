import { and, eq, sql } from 'drizzle-orm';
import {
  csvImportColumnIndexes,
  csvImportRowOf,
  foldForSearch,
  repeatedExternalNumbers,
  type CsvImportRow,
  type CsvLineError,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folders, trucks } from '../../db/schema/index.ts';
import { decodeUtf8, readCsvRecords } from './csv-file.ts';

export interface CheckedCsvFile {
  rows: CsvImportRow[];
  /** The truck id of each row that names one, by line. */
  truckIdByLine: Map<number, number>;
}

const fail = (line: number, reason: string) => ({ errors: [{ line, reason }] });

/** Reads a file and checks every line against the rules and the account's data; nothing is written. */
export async function checkCsvFile(
  db: DbOrTx,
  accountId: number,
  bytes: Uint8Array,
): Promise<CheckedCsvFile | { errors: CsvLineError[] }> {
  const text = decodeUtf8(bytes);
  if (text === undefined) return fail(1, "le fichier n'est pas encodé en UTF-8");
  const read = readCsvRecords(text);
  if ('error' in read) return { errors: [read.error] };
  const [header, ...data] = read.records;
  if (!header || data.length === 0) return fail(1, 'le fichier ne contient aucune ligne de dossier');
  const columns = csvImportColumnIndexes(header.cells);
  if ('error' in columns) return { errors: [columns.error] };

  const rows: CsvImportRow[] = [];
  const errors: CsvLineError[] = [];
  for (const record of data) {
    const result = csvImportRowOf(columns.indexes, record.cells, record.line);
    if ('errors' in result) errors.push(...result.errors);
    else rows.push(result.row);
  }
  errors.push(...repeatedExternalNumbers(rows));
  const truckIdByLine = await resolveTrucks(db, accountId, rows, errors);
  errors.push(...(await takenExternalNumbers(db, accountId, rows)));
  if (errors.length > 0) return { errors: errors.sort((a, b) => a.line - b.line) };
  return { rows, truckIdByLine };
}

/** Trucks are named as in the fleet (case and accents aside); only the account's own count. */
async function resolveTrucks(db: DbOrTx, accountId: number, rows: CsvImportRow[], errors: CsvLineError[]) {
  const fleet = await db
    .select({ id: trucks.id, name: trucks.name })
    .from(trucks)
    .where(eq(trucks.accountId, accountId));
  const idByName = new Map(fleet.map((truck) => [foldForSearch(truck.name.trim()), truck.id]));
  const truckIdByLine = new Map<number, number>();
  for (const row of rows) {
    if (!row.truckName) continue;
    const id = idByName.get(foldForSearch(row.truckName));
    if (id === undefined) {
      errors.push({
        line: row.line,
        column: 'Camion',
        value: row.truckName,
        reason: `camion inconnu « ${row.truckName} »`,
      });
    } else truckIdByLine.set(row.line, id);
  }
  return truckIdByLine;
}

/** Folder numbers the account already has: one query, the numbers passed as one JSON array. */
async function takenExternalNumbers(db: DbOrTx, accountId: number, rows: CsvImportRow[]) {
  if (rows.length === 0) return [];
  const numbers = JSON.stringify(rows.map((row) => row.externalNumber));
  const taken = await db
    .selectDistinct({ externalNumber: folders.externalNumber })
    .from(folders)
    .where(
      and(
        eq(folders.accountId, accountId),
        sql`${folders.externalNumber} in (select jsonb_array_elements_text(${numbers}::jsonb))`,
      ),
    );
  const takenSet = new Set(taken.map((row) => row.externalNumber));
  return rows
    .filter((row) => takenSet.has(row.externalNumber))
    .map((row) => ({
      line: row.line,
      column: 'N° dossier',
      value: row.externalNumber,
      reason: `le dossier « ${row.externalNumber} » existe déjà`,
    }));
}
