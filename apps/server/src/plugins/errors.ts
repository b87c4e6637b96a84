import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody } from '@plateau/contracts';
import { AppError, Invalid } from '../lib/errors.ts';

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
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (v.keyword === 'unrecognized_keys') {
        return `${context} inconnu : ${(v.params.keys as string[] | undefined)?.join(', ')}`;
      }
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
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: ErrorCode.serverError, error_description: 'Une erreur interne est survenue' });
  });

  // A route without a querystring schema takes no query parameter: an unknown one is a client bug.
  const routesWithoutQuery = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.schema?.querystring) routesWithoutQuery.add(`${route.method}:${route.url}`);
  });
  app.addHook('preValidation', async (request) => {
    const key = `${request.method}:${request.routeOptions.url}`;
    const query = request.query as Record<string, unknown> | undefined;
    if (
      request.url.startsWith('/api/') &&
      routesWithoutQuery.has(key) &&
      query &&
      Object.keys(query).length > 0
    ) {
      throw new Invalid(`paramètre inconnu : ${Object.keys(query).join(', ')}`);
    }
  });
});
