import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AccountingAccountQuery,
  type ReferentialListQuery as ReferentialListQueryType,
  ErrorBody,
  ReferentialIdParams,
  ReferentialListQuery,
  referentialListOf,
} from '@plateau/contracts';
import { requireAdmin } from '../../lib/route-guards.ts';
import { requireAccountingCaller } from './accounting-access.ts';
import type { ReferentialCalls } from './referential-service.ts';

interface ReferentialRoutes<Row extends z.ZodType, Create extends z.ZodType, Patch extends z.ZodType> {
  /** '/api/tva' */
  path: string;
  tag: string;
  row: Row;
  create: Create;
  patch: Patch;
  /** False when the module registers its own picker (articles filter by families). */
  picker?: boolean;
  service: ReferentialCalls<z.infer<Row>, z.output<Create>, z.output<Patch>>;
}

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * The calls of spec 3 §7 for one referential: GET <path> (management table, { rows, total }),
 * GET <path>/list (picker, every user of an operator account), POST <path>/, PATCH and DELETE
 * <path>/{id} (administrators; a supervisor through accountId).
 */
export function registerReferentialRoutes<
  Row extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodType,
>(base: FastifyInstance, def: ReferentialRoutes<Row, Create, Patch>) {
  // Plain Fastify typing: the zod schemas still validate every request (the app's compilers);
  // a generic schema cannot be resolved statically, so the parsed parts are typed here.
  const app = base;
  const queryOf = (request: { query: unknown }) => request.query as AccountingAccountQuery;
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;
  const manage = [requireAccountingCaller, requireAdmin];
  const tags = [def.tag];

  app.get(
    def.path,
    {
      onRequest: manage,
      schema: {
        tags,
        querystring: ReferentialListQuery,
        response: { 200: referentialListOf(def.row), ...errors },
      },
    },
    async (request) => {
      const { accountId, ...page } = request.query as ReferentialListQueryType;
      return def.service.list(app.db, request.auth, accountId, page);
    },
  );

  if (def.picker !== false) {
    app.get(
      `${def.path}/list`,
      {
        onRequest: requireAccountingCaller,
        schema: { tags, querystring: AccountingAccountQuery, response: { 200: z.array(def.row), ...errors } },
      },
      async (request) => def.service.picker(app.db, request.auth, queryOf(request).accountId),
    );
  }

  app.post(
    `${def.path}/`,
    {
      config: { idempotent: true },
      onRequest: manage,
      schema: {
        tags,
        querystring: AccountingAccountQuery,
        body: def.create,
        response: { 200: def.row, ...errors },
      },
    },
    async (request) =>
      def.service.create(app.db, request.auth, queryOf(request).accountId, request.body as z.output<Create>),
  );

  app.patch(
    `${def.path}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        params: ReferentialIdParams,
        querystring: AccountingAccountQuery,
        body: def.patch,
        response: { 200: def.row, ...errors },
      },
    },
    async (request) =>
      def.service.patch(
        app.db,
        request.auth,
        queryOf(request).accountId,
        idOf(request),
        request.body as z.output<Patch>,
      ),
  );

  app.delete(
    `${def.path}/:id`,
    {
      onRequest: manage,
      schema: {
        tags,
        params: ReferentialIdParams,
        querystring: AccountingAccountQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await def.service.remove(app.db, request.auth, queryOf(request).accountId, idOf(request));
      return reply.status(204).send();
    },
  );
}
