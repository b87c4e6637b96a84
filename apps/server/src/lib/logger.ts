import type { FastifyRequest } from 'fastify';

/** What replaces a secret in the logs. */
export const MASKED = '[masqué]';

const SECRET_QUERY_PARAMS = /([?&](?:access_token|refresh_token|token|password|client_secret)=)[^&#]*/gi;

/** The URL with the values of secret query parameters (`access_token=…`) masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, `$1${MASKED}`);
}

/**
 * Pino options of the server: the request serializer masks tokens in URLs (the WebSocket
 * takes its token in the query), and credentials in headers are masked wherever logged.
 */
export function loggerOptions(level: string, custom: boolean | object | undefined): false | object {
  if (custom === false) return false;
  return {
    level,
    ...(typeof custom === 'object' ? custom : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: MASKED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
