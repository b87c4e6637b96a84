import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, fieldLabelOf, type ErrorBody } from '@plateau/contracts';
import { databaseErrorOf } from '../lib/database-error.ts';
import { AppError, Invalid } from '../lib/errors.ts';
import { isUniqueViolation } from '../lib/unique-violation.ts';

/** Fastify's own errors we expect from bad input, with what we tell the user. */
const fastifyErrors: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: {
      error: ErrorCode.invalidRequest,
      error_description: "Le corps de la requête n'est pas un JSON valide",
    },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { error: ErrorCode.invalidRequest, error_description: 'Le corps de la requête est vide' },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: {
      error: ErrorCode.payloadTooLarge,
      error_description: 'Le corps de la requête est trop volumineux',
    },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { error: ErrorCode.invalidRequest, error_description: 'Type de contenu non pris en charge' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { error: ErrorCode.invalidRequest, error_description: 'Longueur du contenu invalide' },
  },
};

/**
 * The last word on what the database refused, when no contract or service said it first: a
 * unique index decided between two requests (409), or a value did not fit its column, PostgreSQL's
 * data exceptions, class 22 (400). Logged as errors: each is a rule missing upstream, but the user
 * reads a French 4xx, not a 500, and the transaction has rolled back: nothing is half-saved.
 */
export const DATABASE_CONFLICT_MESSAGE =
  "Cette valeur vient d'être enregistrée par ailleurs : rechargez la page, puis réessayez";
export const DATABASE_REFUSED_MESSAGE =
  'Une valeur envoyée ne peut pas être enregistrée (trop grande, ou caractère non autorisé)';

function databaseAnswer(error: unknown): { status: number; body: ErrorBody } | undefined {
  if (isUniqueViolation(error))
    return { status: 409, body: { error: ErrorCode.conflict, error_description: DATABASE_CONFLICT_MESSAGE } };
  if (databaseErrorOf(error)?.code.startsWith('22'))
    return {
      status: 400,
      body: { error: ErrorCode.invalidRequest, error_description: DATABASE_REFUSED_MESSAGE },
    };
  return undefined;
}

/** Errors Fastify raises before a route is found (`frameworkErrors` option of app.ts). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const described: Record<string, { status: number; body: ErrorBody }> = {
    FST_ERR_BAD_URL: {
      status: 400,
      body: { error: ErrorCode.invalidRequest, error_description: "L'adresse demandée est mal encodée" },
    },
    FST_ERR_MAX_PARAM_LENGTH: {
      status: 414,
      body: { error: ErrorCode.invalidRequest, error_description: "L'adresse demandée est trop longue" },
    },
  };
  const known = error.code ? described[error.code] : undefined;
  const { status, body } = known ?? {
    status: 400,
    body: { error: ErrorCode.invalidRequest, error_description: 'Requête invalide' },
  };
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (huge headers, malformed
 * request line, timeouts): the same `{ error, error_description }` body, in French.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, description] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Les en-têtes de la requête sont trop volumineux']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, "La requête n'est pas arrivée à temps"]
        : [400, 'Requête HTTP mal formée'];
  const body = JSON.stringify({ error: ErrorCode.invalidRequest, error_description: description });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'Requête invalide';
  // What the user is told the faulty part is: a field of the body, a parameter of the address…
  const where = {
    body: 'champ',
    querystring: 'paramètre',
    params: 'paramètre de chemin',
    headers: 'en-tête',
  } as const;
  const context = where[error.validationContext as keyof typeof where] ?? 'champ';
  return error.validation
    .map((v) => {
      const segments = v.instancePath.split('/').filter(Boolean);
      const field = segments.join('.');
      if (v.keyword === 'unrecognized_keys') {
        return `${context} inconnu : ${(v.params.keys as string[] | undefined)?.join(', ')}`;
      }
      // A body field is named by its label in the form (issue 20 §4.5), its path only when it has none.
      const label =
        context === 'champ'
          ? fieldLabelOf(segments.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)))
          : null;
      if (label) return `${label} : ${v.message}`;
      return field ? `${context} « ${field} » : ${v.message}` : `${context} : ${v.message}`;
    })
    .join('\n');
}

/** The one place where errors become HTTP answers: `{ error, error_description }`, never a stack trace. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.code, error_description: error.message });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ error: ErrorCode.invalidRequest, error_description: describeValidation(error) });
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(known.body);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: ErrorCode.invalidRequest, error_description: 'Requête invalide' });
    }
    const refused = databaseAnswer(error);
    if (refused) {
      request.log.error({ err: error, sqlState: databaseErrorOf(error)?.code }, 'database refused a request');
      return reply.status(refused.status).send(refused.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: ErrorCode.serverError, error_description: 'Une erreur interne est survenue' });
  });

  // An API route without a querystring schema takes no query parameter: an unknown one is a
  // client bug. Decided from the route's own path when it is registered, not from the URL text.
  const routesWithoutQuery = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.querystring) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routesWithoutQuery.add(`${method}:${route.url}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const key = `${request.method}:${request.routeOptions.url}`;
    const query = request.query as Record<string, unknown> | undefined;
    if (routesWithoutQuery.has(key) && query && Object.keys(query).length > 0) {
      throw new Invalid(`paramètre inconnu : ${Object.keys(query).join(', ')}`);
    }
  });
});
