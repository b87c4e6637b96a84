import { csvDocument } from './csv-cells.ts';
import { parseParisDateTime } from './paris-clock.ts';
import { AssistanceProviderCode, type AssistanceProvider } from '../referentials/codes.ts';
import { assistanceProviderLabels } from '../referentials/labels.ts';
import { textField } from '../fields.ts';
import { PlaceInput, type PlaceInput as PlaceValues } from '../folders/place.ts';
import { VehiculeInput, type VehiculeInput as VehiculeValues } from '../folders/vehicle.ts';
import { foldForSearch } from './search-fold.ts';

/**
 * The CSV import of folders (spec 2 §2, §7 'importCsv'): one folder and its intervention
 * mission per line. Files are UTF-8 (with or without BOM), ';'-separated, with a header line
 * naming the columns below (in any order; unknown columns are ignored). Dates are
 * dd/MM/yyyy HH:mm, Paris time. A file is imported whole or not at all.
 */
export const CSV_IMPORT_COLUMNS = [
  { key: 'externalNumber', header: 'N° dossier', required: true, example: 'AX-2026-0001' },
  { key: 'assistanceProvider', header: 'Assisteur', required: true, example: 'AXA Assistance' },
  { key: 'missionDateTime', header: 'Date de mission', required: true, example: '04/05/2026 08:30' },
  { key: 'truck', header: 'Camion', required: false, example: 'Plateau 1' },
  { key: 'contactName', header: 'Nom du client', required: false, example: 'Dubois' },
  { key: 'contactFirstname', header: 'Prénom du client', required: false, example: 'Marie' },
  { key: 'contactPhone', header: 'Téléphone du client', required: false, example: '06 12 34 56 78' },
  { key: 'line1', header: 'Adresse', required: false, example: '3 place Bellecour' },
  { key: 'zipCode', header: 'Code postal', required: false, example: '69002' },
  { key: 'city', header: 'Ville', required: false, example: 'Lyon' },
  { key: 'immatriculation', header: 'Immatriculation', required: false, example: 'AB-123-CD' },
  { key: 'marque', header: 'Marque', required: false, example: 'Renault' },
  { key: 'modele', header: 'Modèle', required: false, example: 'Clio' },
  { key: 'text', header: 'Commentaire', required: false, example: 'Panne sur l’A7' },
] as const;

export type CsvImportKey = (typeof CSV_IMPORT_COLUMNS)[number]['key'];
export const CSV_IMPORT_SEPARATOR = ';';
export const MAX_CSV_IMPORT_BYTES = 10 * 1024 * 1024;
/** Data lines of one file (the header line not counted). */
export const MAX_CSV_IMPORT_LINES = 50_000;
/** The error notification names this many bad lines at most. */
export const CSV_IMPORT_ERRORS_SHOWN = 5;
export const CSV_IMPORT_TEMPLATE_FILENAME = 'modele-import-dossiers.csv';

/**
 * What the 'Télécharger le modèle' link downloads: the header line and one example line, written
 * like every CSV file of the product (formula starts neutralised, cells quoted when needed). The
 * example names one of the account's own trucks, or none when it has none: an unknown truck would
 * refuse the file, and the example line imports as it is.
 */
export const csvImportTemplate = (truckName: string | null = null): string =>
  csvDocument(
    CSV_IMPORT_COLUMNS.map((c) => c.header),
    [CSV_IMPORT_COLUMNS.map((c) => (c.key === 'truck' ? (truckName ?? '') : c.example))],
  );

/**
 * One valid line, as the folder and its mission will hold it. Cells are kept as written: one
 * starting with = + - or @ stays plain text (it is never evaluated, and the API returns it as a
 * JSON string, so no spreadsheet reads it as a formula).
 */
export interface CsvImportRow {
  line: number;
  externalNumber: string;
  assistanceProvider: AssistanceProvider;
  missionDateTime: Date;
  truckName?: string;
  customerPlace: PlaceValues | null;
  vehicule: VehiculeValues | null;
  text?: string;
}

export interface CsvLineError {
  line: number;
  reason: string;
  /** The column's header, when the problem is one cell's. */
  column?: string;
  /** The cell as written. */
  value?: string;
}

const foldHeader = (header: string) => foldForSearch(header.replace(/^\uFEFF/, '').trim());

/** Where each known column is in the header line, or the error naming the missing ones. */
export function csvImportColumnIndexes(
  header: readonly string[],
): { indexes: Partial<Record<CsvImportKey, number>> } | { error: CsvLineError } {
  const folded = header.map(foldHeader);
  const indexes: Partial<Record<CsvImportKey, number>> = {};
  for (const column of CSV_IMPORT_COLUMNS) {
    const index = folded.indexOf(foldHeader(column.header));
    if (index >= 0) indexes[column.key] = index;
  }
  const missing = CSV_IMPORT_COLUMNS.filter((c) => c.required && indexes[c.key] === undefined);
  if (missing.length === 0) return { indexes };
  const names = missing.map((c) => `« ${c.header} »`).join(', ');
  return { error: { line: 1, reason: `colonne obligatoire absente : ${names}` } };
}

const providerByName = new Map<string, AssistanceProvider>(
  AssistanceProviderCode.flatMap((code) => [
    [foldForSearch(code), code],
    [foldForSearch(assistanceProviderLabels[code]), code],
  ]),
);

/** The assistance company from its code (AXA_ASSISTANCE) or its label (AXA Assistance). */
export const assistanceProviderOf = (text: string): AssistanceProvider | undefined =>
  providerByName.get(foldForSearch(text.trim()));

/** Checks one data line (`line` is its 1-based number in the file, the header being 1). */
export function csvImportRowOf(
  indexes: Partial<Record<CsvImportKey, number>>,
  record: readonly string[],
  line: number,
): { row: CsvImportRow } | { errors: CsvLineError[] } {
  const cells: Partial<Record<CsvImportKey, string>> = {};
  const errors: CsvLineError[] = [];
  const refuse = (key: CsvImportKey, reason: string) =>
    errors.push({ line, column: headerOf(key), value: cells[key] ?? '', reason });
  for (const column of CSV_IMPORT_COLUMNS) {
    const index = indexes[column.key];
    const value = index === undefined ? '' : (record[index] ?? '').trim();
    if (value !== '') cells[column.key] = value;
    else if (column.required) refuse(column.key, `« ${column.header} » est vide`);
  }
  const assistanceProvider = cells.assistanceProvider
    ? assistanceProviderOf(cells.assistanceProvider)
    : undefined;
  if (cells.assistanceProvider && !assistanceProvider) {
    refuse('assistanceProvider', `assisteur inconnu « ${cells.assistanceProvider} »`);
  }
  const missionDateTime = cells.missionDateTime ? parseParisDateTime(cells.missionDateTime) : undefined;
  if (cells.missionDateTime && !missionDateTime) {
    refuse('missionDateTime', `date invalide « ${cells.missionDateTime} » (attendu jj/mm/aaaa hh:mm)`);
  }
  const parts = folderPartsOf(cells);
  if ('problems' in parts) {
    for (const problem of parts.problems) {
      // The empty-number refusal says it already.
      if (!(problem.key === 'externalNumber' && !cells.externalNumber)) refuse(problem.key, problem.reason);
    }
  }
  if (errors.length > 0 || 'problems' in parts) return { errors };
  return {
    row: {
      line,
      externalNumber: cells.externalNumber!,
      assistanceProvider: assistanceProvider!,
      missionDateTime: missionDateTime!,
      ...(cells.truck ? { truckName: cells.truck } : {}),
      ...parts,
    },
  };
}

const headerOf = (key: string) => CSV_IMPORT_COLUMNS.find((c) => c.key === key)?.header ?? key;
const pick = (cells: Partial<Record<CsvImportKey, string>>, keys: readonly CsvImportKey[]) =>
  Object.fromEntries(keys.filter((k) => cells[k] !== undefined).map((k) => [k, cells[k]]));
const orNull = <T extends object>(value: T) => (Object.keys(value).length > 0 ? value : null);
const CSV_LINE_SCHEMA = {
  externalNumber: textField(50),
  text: textField(2000),
  customerPlace: PlaceInput,
  vehicule: VehiculeInput,
};

/** The customer's place, the vehicle and the text, checked as the new-folder form checks them. */
type FolderParts = Pick<CsvImportRow, 'customerPlace' | 'vehicule' | 'text'>;

type PartProblem = { key: CsvImportKey; reason: string };

function folderPartsOf(
  cells: Partial<Record<CsvImportKey, string>>,
): FolderParts | { problems: PartProblem[] } {
  const values = {
    externalNumber: cells.externalNumber,
    text: cells.text ?? '',
    customerPlace: pick(cells, [
      'contactName',
      'contactFirstname',
      'contactPhone',
      'line1',
      'zipCode',
      'city',
    ]),
    vehicule: pick(cells, ['immatriculation', 'marque', 'modele']),
  };
  const problems: PartProblem[] = [];
  for (const [name, schema] of Object.entries(CSV_LINE_SCHEMA)) {
    const result = schema.safeParse(values[name as keyof typeof values]);
    for (const issue of result.success ? [] : result.error.issues) {
      const key = (issue.path.length > 0 ? String(issue.path[0]) : name) as CsvImportKey;
      problems.push({ key, reason: `« ${headerOf(key)} » : ${issue.message}` });
    }
  }
  if (problems.length > 0) return { problems };
  return {
    customerPlace: orNull(values.customerPlace) as PlaceValues | null,
    vehicule: orNull(values.vehicule) as VehiculeValues | null,
    ...(cells.text ? { text: cells.text } : {}),
  };
}

/** The error notification's text: the file, then the first bad lines and why. */
export function csvImportErrorMessage(filename: string, errors: readonly CsvLineError[]): string {
  const shown = errors
    .slice(0, CSV_IMPORT_ERRORS_SHOWN)
    .map((e) => `ligne ${e.line} : ${e.reason}`)
    .join(' ; ');
  const more =
    errors.length > CSV_IMPORT_ERRORS_SHOWN ? ` (et ${errors.length - CSV_IMPORT_ERRORS_SHOWN} autres)` : '';
  return `Le fichier « ${filename} » n'a pas été importé : ${shown}${more}.`;
}

export const csvImportSuccessMessage = (filename: string, count: number): string =>
  `${count} ${count > 1 ? 'dossiers importés' : 'dossier importé'} depuis « ${filename} ».`;

/** A folder number twice in one file: the later lines are errors. */
export function repeatedExternalNumbers(rows: readonly CsvImportRow[]): CsvLineError[] {
  const firstLine = new Map<string, number>();
  const errors: CsvLineError[] = [];
  for (const row of rows) {
    const first = firstLine.get(row.externalNumber);
    if (first === undefined) firstLine.set(row.externalNumber, row.line);
    else
      errors.push({
        line: row.line,
        column: headerOf('externalNumber'),
        value: row.externalNumber,
        reason: `« ${row.externalNumber} » figure déjà ligne ${first}`,
      });
  }
  return errors;
}
