import { z } from 'zod';
import { dateTimeField, idField, idParam, textField } from '../fields.ts';

/** POST /api/folders/importCsv?qualified=true|false: qualified lines make CREATED folders, the others QUICK_CREATED. */
export const CsvImportQuery = z.object({
  qualified: z
    .enum(['true', 'false'], { error: '« qualified » vaut true ou false' })
    .transform((v) => v === 'true'),
});

/** The import runs in the background; its end arrives as a live NOTIFY_* message. */
export const ImportAccepted = z.object({ message: z.string(), files: z.array(z.string()) });
export type ImportAccepted = z.infer<typeof ImportAccepted>;
export const IMPORT_ACCEPTED_MESSAGE = "L'import est en cours...";

/** One problem of a refused CSV file: its line, the column and the cell as written, and why. */
export const CsvImportProblem = z.object({
  line: z.number().int(),
  column: z.string().optional(),
  value: z.string().optional(),
  reason: z.string(),
});
export type CsvImportProblem = z.infer<typeof CsvImportProblem>;

/** GET /api/folders/importCsv/{id}/problems: every problem of a refused file (issue 20 §4.7). */
export const CsvImportProblems = z.object({
  filename: z.string(),
  problems: z.array(CsvImportProblem),
});
export type CsvImportProblems = z.infer<typeof CsvImportProblems>;
export const CsvImportIdParams = z.object({ id: idParam }).strict();

/** The GPX import's `mission` part: who drives, when (by default now + 480 min), what the driver reads. */
export const GpxImportMission = z.object({
  truckId: idField.nullish(),
  agentId: idField.nullish(),
  missionDateTime: dateTimeField.nullish(),
  text: textField(2000).nullish(),
});
export type GpxImportMission = z.infer<typeof GpxImportMission>;
export const GPX_MISSION_DEFAULT_DELAY_MINUTES = 480;
export const MAX_GPX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Files of one import request (CSV or GPX). */
export const MAX_IMPORT_FILES = 10;
/** Created folders, one per file, in the order of the files. */
export const GpxImportResult = z.object({ folderIds: z.array(z.number().int()) });
export type GpxImportResult = z.infer<typeof GpxImportResult>;
