import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  CsvImportIdParams,
  CsvImportProblems,
  CsvImportQuery,
  ErrorBody,
  GpxImportResult,
  ImportAccepted,
  MAX_CSV_IMPORT_BYTES,
  MAX_GPX_IMPORT_BYTES,
  MAX_IMPORT_FILES,
} from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { CSV_IMPORT_JOB, runCsvImport, type CsvImportJob } from './csv-import.job.ts';
import { acceptCsvImport, readImportProblems } from './csv-import.service.ts';
import { importGpxFiles } from './gpx-import.service.ts';
import { readMultipartForm } from './multipart-files.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The list's imports (spec 2 §2, §7). Multipart is parsed in this scope only; files are cut
 * one byte past the limit (so the service refuses them in French) and one file past the
 * count is kept (so the same check refuses it).
 */
export const folderImportRoutes: FastifyPluginAsync = async (base) => {
  await base.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: Math.max(MAX_CSV_IMPORT_BYTES, MAX_GPX_IMPORT_BYTES) + 1,
      files: MAX_IMPORT_FILES + 1,
      fields: 5,
      fieldSize: 10_000,
      parts: MAX_IMPORT_FILES + 6,
      headerPairs: 100,
    },
  });
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.jobs.define<CsvImportJob>(CSV_IMPORT_JOB, (data) => runCsvImport(app.db, data));

  app.post(
    '/api/folders/importCsv',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "Import folders from CSV files (multipart field 'csvFiles'; columns in README). Answers 202 at once; the end arrives as a NOTIFY_SUCCESS_MESSAGE or NOTIFY_ERROR_MESSAGE event",
        consumes: ['multipart/form-data'],
        querystring: CsvImportQuery,
        response: { 202: ImportAccepted, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'csvFiles');
      const accepted = await acceptCsvImport(app, request.auth, form.files, request.query.qualified);
      return reply.code(202).send(accepted);
    },
  );

  app.get(
    '/api/folders/importCsv/:id/problems',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          'Every problem of a refused CSV file (line, column, value, reason): the importId of its NOTIFY_ERROR_MESSAGE',
        params: CsvImportIdParams,
        response: { 200: CsvImportProblems, ...errors },
      },
    },
    async (request) => readImportProblems(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/folders/importGpx',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "One folder per GPX file (multipart field 'gpxFiles', plus a 'mission' JSON part: truckId, agentId, missionDateTime, text); its mission carries the track",
        consumes: ['multipart/form-data'],
        response: { 200: GpxImportResult, ...errors },
      },
    },
    async (request) => importGpxFiles(app.db, request.auth, await readMultipartForm(request, 'gpxFiles')),
  );
};
