import { CsvError, parse } from 'csv-parse/sync';
import { CSV_IMPORT_SEPARATOR, type CsvLineError } from '@plateau/contracts';

const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Data lines of a CSV file (header not counted), without parsing it: line breaks outside quotes.
 * Cheap enough (one pass over at most 10 MB) to refuse a file over the limit in the request.
 */
export function countCsvDataLines(bytes: Uint8Array): number {
  let breaks = 0;
  let quoted = false;
  for (const byte of bytes) {
    if (byte === QUOTE) quoted = !quoted;
    else if (byte === LINE_FEED && !quoted) breaks++;
  }
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === LINE_FEED || bytes[end - 1] === CARRIAGE_RETURN)) end--;
  const lastLineUnterminated = end > 0 && bytes[bytes.length - 1] !== LINE_FEED ? 1 : 0;
  return Math.max(0, breaks + lastLineUnterminated - 1);
}

/** The file's text, or undefined when its bytes are not UTF-8 (a BOM is dropped). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

export interface CsvRecord {
  cells: string[];
  /** The 1-based line of the file where the record ends (the header is line 1). */
  line: number;
}

/** Every record, cells as text (nothing is cast or evaluated), or the first syntax error. */
export function readCsvRecords(text: string): { records: CsvRecord[] } | { error: CsvLineError } {
  try {
    const parsed = parse(text, {
      delimiter: CSV_IMPORT_SEPARATOR,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { records: parsed.map(({ record, info }) => ({ cells: record, line: info.lines })) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    return { error: { line, reason: 'ligne CSV mal formée (guillemet non fermé ou mal placé)' } };
  }
}
