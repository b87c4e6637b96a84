import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  idField,
  YardCondition,
  YardEntryCreate,
  YardEntryDto,
  YardEntryList,
  YardHandover,
  YardHoldCreate,
  YardHoldLift,
  YardHoldParams,
  YardIdParams,
  YardListQuery,
  YardNotice,
  YardRelease,
} from '@plateau/contracts';
import { operatorWrites, requireNature } from '../../lib/route-guards.ts';
import {
  createEntry,
  listEntries,
  loadEntry,
  moveEntry,
  recordNotice,
  saveCondition,
} from './yard-entries.service.ts';
import { handOverEntry, liftHold, placeHold, releaseEntry } from './yard-release.service.ts';
import { releasePdf } from './yard-release-pdf.ts';
import { conditionPdf } from './yard-condition-pdf.ts';
import { yardPhotoRoutes } from './yard-photos.routes.ts';

/** The yard is the operators' (dépanneurs and mission accounts); an OPERATEUR enters and releases. */
export const yardReaders = requireNature('MISSION', 'DEPANNEUR');
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['yard'];

export const yardRoutes: FastifyPluginAsync = async (base) => {
  await base.register(yardPhotoRoutes);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const write = { onRequest: operatorWrites };
  const entry = { params: YardIdParams, response: { 200: YardEntryDto, ...errors } };

  app.get(
    '/api/yard/entries',
    {
      onRequest: yardReaders,
      schema: {
        tags,
        summary: 'The vehicles of the lot, with what they owe today',
        querystring: YardListQuery,
        response: { 200: YardEntryList, ...errors },
      },
    },
    async (request) => listEntries(app.db, request.auth, request.query),
  );
  app.post(
    '/api/yard/entries',
    {
      ...write,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Entrée en fourrière or private storage',
        body: YardEntryCreate,
        response: { 201: YardEntryDto, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createEntry(app.db, request.auth, request.body)),
  );
  app.get(
    '/api/yard/entries/:id',
    { onRequest: yardReaders, schema: { tags, summary: 'A vehicle of the yard', ...entry } },
    async (request) => loadEntry(app.db, request.auth.accountId, request.params.id),
  );
  app.put(
    '/api/yard/entries/:id/condition',
    {
      ...write,
      schema: { tags, summary: 'The condition sheet (fiche descriptive)', body: YardCondition, ...entry },
    },
    async (request) => saveCondition(app.db, request.auth, request.params.id, request.body),
  );
  app.put(
    '/api/yard/entries/:id/place',
    {
      ...write,
      schema: {
        tags,
        summary: 'Moves the vehicle to a place',
        body: z.object({ placeId: idField.nullable() }).strict(),
        ...entry,
      },
    },
    async (request) => moveEntry(app.db, request.auth, request.params.id, request.body.placeId),
  );
  app.put(
    '/api/yard/entries/:id/notice',
    {
      ...write,
      schema: {
        tags,
        summary: 'The owner’s formal notice; sets the abandonment day',
        body: YardNotice,
        ...entry,
      },
    },
    async (request) => recordNotice(app.db, request.auth, request.params.id, request.body),
  );
  app.post(
    '/api/yard/entries/:id/holds',
    {
      ...write,
      config: { idempotent: true },
      schema: { tags, summary: 'Places a hold that blocks the release', body: YardHoldCreate, ...entry },
    },
    async (request) => placeHold(app.db, request.auth, request.params.id, request.body),
  );
  app.post(
    '/api/yard/entries/:id/holds/:holdId/lift',
    {
      config: { idempotent: true },
      ...write,
      schema: {
        tags,
        summary: 'Lifts a hold',
        params: YardHoldParams,
        body: YardHoldLift,
        response: entry.response,
      },
    },
    async (request) => liftHold(app.db, request.auth, request.params.id, request.params.holdId, request.body),
  );
  app.post(
    '/api/yard/entries/:id/release',
    {
      ...write,
      config: { idempotent: true },
      schema: { tags, summary: 'Restitution: refused under a hold or unpaid', body: YardRelease, ...entry },
    },
    async (request) => releaseEntry(app.db, request.auth, request.params.id, request.body),
  );
  app.post(
    '/api/yard/entries/:id/hand-over',
    {
      ...write,
      config: { idempotent: true },
      schema: { tags, summary: 'Remise aux Domaines or pour destruction', body: YardHandover, ...entry },
    },
    async (request) => handOverEntry(app.db, request.auth, request.params.id, request.body),
  );
  app.get(
    '/api/yard/entries/:id/release.pdf',
    {
      onRequest: yardReaders,
      schema: { tags, summary: 'The release (or hand-over) slip as a PDF', params: YardIdParams },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await releasePdf(app.db, request.auth.accountId, request.params.id),
        `restitution-${request.params.id}.pdf`,
      ),
  );
  app.get(
    '/api/yard/entries/:id/condition.pdf',
    {
      onRequest: yardReaders,
      schema: { tags, summary: 'The condition sheet (fiche descriptive) as a PDF', params: YardIdParams },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await conditionPdf(app.db, request.auth.accountId, request.params.id),
        `fiche-descriptive-${request.params.id}.pdf`,
      ),
  );
};

/** A yard document, shown in the browser rather than downloaded. */
const sendPdf = (reply: FastifyReply, pdf: Uint8Array, filename: string) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(filename, 'inline'))
    .send(Buffer.from(pdf));
